import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../../platform/route.ts';
import { orderSchema } from '../orders/contract.ts';
import { presentOrder, presentOrderSummary } from '../orders/present.ts';
import {
  accountOrderParams,
  accountOrdersQuery,
  accountOrdersSchema,
  addressListSchema,
  addressParams,
  addressSchemaOut,
  bookAddressBody,
  doneSchema,
} from './contract.ts';
import { requireCustomer } from './routes.ts';

const TAGS = ['account'];

/** `GET addresses`: the logged-in customer's address book, the default first. */
export const listAddresses = defineOperation({
  method: 'GET',
  url: '/addresses',
  summary: "The logged-in customer's addresses, the default first",
  tags: TAGS,
  schemas: { response: addressListSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const customer = await requireCustomer(app, req);
    return { data: await app.accounts.addresses.list(customer.id) };
  },
});

/** `POST addresses`: a new address in the book, checked by its country's rules. */
export const createAddress = defineOperation({
  method: 'POST',
  url: '/addresses',
  summary: "Keeps a new address in the customer's book (the first is the default)",
  tags: TAGS,
  schemas: { body: bookAddressBody, response: addressSchemaOut },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const customer = await requireCustomer(app, req);
    const { default: asDefault, ...address } = body;
    return { data: await app.accounts.addresses.create(customer.id, address, asDefault) };
  },
});

/** `PUT addresses/{id}`: changes an address of the customer's; another's is a 404. */
export const updateAddress = defineOperation({
  method: 'PUT',
  url: '/addresses/:id',
  summary: "Changes an address of the customer's book, or makes it the default",
  tags: TAGS,
  schemas: { params: addressParams, body: bookAddressBody, response: addressSchemaOut },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { params, body }) => {
    const customer = await requireCustomer(app, req);
    const { default: asDefault, ...address } = body;
    return {
      data: await app.accounts.addresses.update(customer.id, params.id, address, asDefault),
    };
  },
});

/** `DELETE addresses/{id}`: deletes an address of the customer's; another's is a 404. */
export const deleteAddress = defineOperation({
  method: 'DELETE',
  url: '/addresses/:id',
  summary: "Deletes an address of the customer's book",
  tags: TAGS,
  schemas: { params: addressParams, response: doneSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { params }) => {
    const customer = await requireCustomer(app, req);
    await app.accounts.addresses.remove(customer.id, params.id);
    return { success: true as const };
  },
});

/**
 * `GET account/orders`: a page of the customer's orders, newest first: every order placed with
 * the account's confirmed address (as a guest before the account existed too), and those the
 * customer placed logged in with another address.
 */
export const accountOrders = defineOperation({
  method: 'GET',
  url: '/account/orders',
  summary: "A page of the logged-in customer's orders, newest first",
  tags: TAGS,
  schemas: { querystring: accountOrdersQuery, response: accountOrdersSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { query }) => {
    const customer = await requireCustomer(app, req);
    const { page, page_size: pageSize } = query;
    const { orders, total } = await app.orders.ofCustomer(customer, { page, pageSize });
    return {
      data: orders.map((order) => presentOrderSummary(app, req, order)),
      page,
      page_size: pageSize,
      total,
    };
  },
});

/** `GET account/orders/{number}`: one of the customer's orders; anyone else's is a 404. */
export const accountOrder = defineOperation({
  method: 'GET',
  url: '/account/orders/:number',
  summary: "One of the logged-in customer's orders, with its lines and progress",
  tags: TAGS,
  schemas: { params: accountOrderParams, response: orderSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { params }) => {
    const customer = await requireCustomer(app, req);
    const placed = await app.orders.customerOrder(params.number, customer);
    if (!placed) throw notFound('order_not_found');
    return presentOrder(app, req, placed);
  },
});

/** What a logged-in customer keeps: the address book and the orders. */
export const customerOperations = [
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  accountOrders,
  accountOrder,
];
