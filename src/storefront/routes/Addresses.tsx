import { useId } from 'react';
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { BookAddressDto } from '../../modules/accounts/contract.ts';
import { accountApi, bookAddressFields } from '../account-api.ts';
import {
  ACCOUNT_INTENT,
  refusal,
  type AccountAnswer,
} from '../components/account/account-forms.tsx';
import { AccountNav, customerOrLogin, logOut } from '../components/account/AccountNav.tsx';
import { AddressFields, addressFromForm } from '../components/checkout/AddressFields.tsx';
import { CorrectedFields, useCorrectedFields } from '../components/checkout/field-errors.ts';
import { ShopLink } from '../components/ShopLink.tsx';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';

/** The address page of spec section 2: the customer's address book. */
export const handle: RouteHandle = { name: 'address', cache: 'private' };

/** The form's fields are named `address.{field}`, as the API's errors name `{field}`. */
const PREFIX = 'address';

/**
 * The customer, the address book, the countries, and the form of the address being written
 * (`?edit={id}`, or `?new=1`; the form is open when the book is empty).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const info = await customerOrLogin(context);
  const api = accountApi(context);
  const [addresses, countries] = await Promise.all([api.addresses(), api.countries()]);
  const params = new URL(request.url).searchParams;
  const editing = addresses.find((a) => String(a.id) === params.get('edit')) ?? null;
  const open = editing !== null || params.has('new') || addresses.length === 0;
  const listed = [...countries.data, ...countries.countries].map((c) => ({
    code: c.iso2.toUpperCase(),
    name: c.name,
  }));
  const choices = listed.filter((c, i) => listed.findIndex((d) => d.code === c.code) === i);
  const country = editing?.country ?? choices[0]?.code ?? 'US';
  const format = open ? await api.addressForm(country).catch(() => null) : null;
  return { info, addresses, countries: choices, editing, open, format };
}

/** Keeps, changes, deletes an address or makes it the default; logs out. */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const api = accountApi(context);
  if (intent === ACCOUNT_INTENT.logout) return logOut(context);
  try {
    if (intent === ACCOUNT_INTENT.addressDelete) await api.deleteAddress(id);
    else if (intent === ACCOUNT_INTENT.addressDefault) {
      const kept = (await api.addresses()).find((a) => a.id === id);
      if (kept) await api.updateAddress(id, { ...bookAddressFields(kept), default: true });
    } else {
      const address = { ...addressFromForm(form, PREFIX), default: form.get('default') === 'on' };
      if (id) await api.updateAddress(id, address);
      else await api.createAddress(address);
    }
  } catch (error) {
    const refused = refusal(intent, {}, error);
    // The fields' errors, named as the form names its fields.
    const errors = Object.fromEntries(
      Object.entries(refused.data.errors ?? {}).map(([f, m]) => [`${PREFIX}.${f}`, m]),
    );
    return data({ ...refused.data, errors }, refused.init ?? undefined);
  }
  return redirect('/account/addresses', 303);
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('account.addresses')} – ${shopName}`, noindex: true };
}

/** An address as lines, as a label would print it. */
function AddressLines({ address, countryName }: { address: BookAddressDto; countryName: string }) {
  const a = address;
  const lines = [
    `${a.first_name} ${a.last_name}`,
    a.company,
    a.address1,
    a.address2,
    [a.zip, a.city, a.province].filter(Boolean).join(' '),
    countryName,
    a.phone,
  ].filter(Boolean);
  return <address dir="auto">{lines.join('\n')}</address>;
}

/** A small form of one button about one address (delete, make default). */
function AddressButton({ intent, id, label }: { intent: string; id: number; label: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button className="link-button" disabled={busy}>
        <FormattedMessage id={label} />
      </button>
    </Form>
  );
}

/** The address book: each address with its actions, and the form to add or change one. */
export function Component() {
  const { info, addresses, countries, editing, open, format } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    (AccountAnswer & { status?: number }) | undefined;
  const busy = useNavigation().state === 'submitting';
  const defaultId = useId();
  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const refused = answer?.intent === ACCOUNT_INTENT.address ? answer.errors : undefined;
  const errors = refused ?? {};
  const { corrected, onInput } = useCorrectedFields(refused);
  return (
    <div className="page account-page account-page--wide" data-testid="addresses-page">
      <h1 className="page__title">
        <FormattedMessage id="account.addresses" />
      </h1>
      <div className="account-layout">
        <AccountNav info={info} />
        <div>
          {answer?.error && (
            <p className="form-error" role="alert">
              {answer.error}
            </p>
          )}
          {addresses.length > 0 && (
            <ul className="account-addresses" data-testid="address-book">
              {addresses.map((a) => (
                <li key={a.id} className="account-address" data-testid="book-address">
                  {a.default && (
                    <span className="account-badge">
                      <FormattedMessage id="account.default_address" />
                    </span>
                  )}
                  <AddressLines address={a} countryName={nameOf(a.country)} />
                  <div className="account-address__actions">
                    <ShopLink to={`/account/addresses?edit=${a.id}`} className="link-button">
                      <FormattedMessage id="account.edit" />
                    </ShopLink>
                    {!a.default && (
                      <AddressButton
                        intent={ACCOUNT_INTENT.addressDefault}
                        id={a.id}
                        label="account.make_default"
                      />
                    )}
                    <AddressButton
                      intent={ACCOUNT_INTENT.addressDelete}
                      id={a.id}
                      label="account.delete"
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {open ? (
            <Form
              method="post"
              className="account-form address-form"
              noValidate
              data-testid="address-form"
              onInput={onInput}
              // A new form for each address: its fields start from that address.
              key={editing?.id ?? 'new'}
            >
              <h2>
                <FormattedMessage id={editing ? 'account.edit_address' : 'account.add_address'} />
              </h2>
              <input type="hidden" name="intent" value={ACCOUNT_INTENT.address} />
              {editing && <input type="hidden" name="id" value={editing.id} />}
              <CorrectedFields value={corrected}>
                <AddressFields
                  prefix={PREFIX}
                  address={editing}
                  countries={countries}
                  errors={errors}
                  format={format}
                />
              </CorrectedFields>
              <div className="field">
                <input
                  id={defaultId}
                  type="checkbox"
                  name="default"
                  defaultChecked={editing?.default ?? addresses.length === 0}
                />{' '}
                <label htmlFor={defaultId}>
                  <FormattedMessage id="account.set_default" />
                </label>
              </div>
              <div className="account-address__actions">
                <button className="button" disabled={busy}>
                  <FormattedMessage id="account.save_address" />
                </button>
                {addresses.length > 0 && (
                  <ShopLink to="/account/addresses">
                    <FormattedMessage id="account.cancel" />
                  </ShopLink>
                )}
              </div>
            </Form>
          ) : (
            <ShopLink to="/account/addresses?new=1" className="button" data-testid="add-address">
              <FormattedMessage id="account.add_address" />
            </ShopLink>
          )}
        </div>
      </div>
    </div>
  );
}
