/**
 * Where the law asks for consent before a tracker runs (privacy_managements, spec section 7):
 * the European Union and the European Economic Area (GDPR and the ePrivacy rules), the United
 * Kingdom (UK GDPR, PECR) and Switzerland (revFADP), and the countries the merchant adds.
 */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set(
  [
    // The European Union.
    'AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE',
    // The rest of the European Economic Area, the United Kingdom, Switzerland.
    'IS LI NO GB CH',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether a visitor from this country must consent before tracking: in the list above or the
 * merchant's (`*` asks everyone, even a visitor whose country is unknown).
 */
export function consentRequired(country: string, merchant: readonly string[]): boolean {
  if (merchant.includes('*')) return true;
  return country !== '' && (CONSENT_COUNTRIES.has(country) || merchant.includes(country));
}
