/**
 * The United Kingdom's postcode areas (the letters before the first digit: "SW" of SW1A 1AA),
 * each with the post town it is named after and its nation. Written out by hand from Royal
 * Mail's list of the 121 geographic areas, as no maintained package carries it offline. An area
 * covers many post towns, so only the London areas, whose every district's post town is London,
 * tell a postcode's town; the others name a town for suggestions, not for a postcode. The nation
 * is null where an area crosses a border (CH, SY, LD, NP, TD).
 */

/** A postcode area: the post town it is named after, and its nation where it has one. */
export interface PostcodeArea {
  town: string;
  nation: 'England' | 'Scotland' | 'Wales' | 'Northern Ireland' | null;
  /** Every district of the area has this post town (London's areas). */
  wholeArea: boolean;
}

const E = 'England';
const S = 'Scotland';
const W = 'Wales';

// area: [town, nation]
// prettier-ignore
const AREAS: Record<string, [string, PostcodeArea['nation']]> = {
  AB: ['Aberdeen', S], AL: ['St Albans', E], B: ['Birmingham', E], BA: ['Bath', E],
  BB: ['Blackburn', E], BD: ['Bradford', E], BH: ['Bournemouth', E], BL: ['Bolton', E],
  BN: ['Brighton', E], BR: ['Bromley', E], BS: ['Bristol', E], BT: ['Belfast', 'Northern Ireland'],
  CA: ['Carlisle', E], CB: ['Cambridge', E], CF: ['Cardiff', W], CH: ['Chester', null],
  CM: ['Chelmsford', E], CO: ['Colchester', E], CR: ['Croydon', E], CT: ['Canterbury', E],
  CV: ['Coventry', E], CW: ['Crewe', E], DA: ['Dartford', E], DD: ['Dundee', S],
  DE: ['Derby', E], DG: ['Dumfries', S], DH: ['Durham', E], DL: ['Darlington', E],
  DN: ['Doncaster', E], DT: ['Dorchester', E], DY: ['Dudley', E], E: ['London', E],
  EC: ['London', E], EH: ['Edinburgh', S], EN: ['Enfield', E], EX: ['Exeter', E],
  FK: ['Falkirk', S], FY: ['Blackpool', E], G: ['Glasgow', S], GL: ['Gloucester', E],
  GU: ['Guildford', E], HA: ['Harrow', E], HD: ['Huddersfield', E], HG: ['Harrogate', E],
  HP: ['Hemel Hempstead', E], HR: ['Hereford', E], HS: ['Isle of Lewis', S], HU: ['Hull', E],
  HX: ['Halifax', E], IG: ['Ilford', E], IP: ['Ipswich', E], IV: ['Inverness', S],
  KA: ['Kilmarnock', S], KT: ['Kingston upon Thames', E], KW: ['Kirkwall', S],
  KY: ['Kirkcaldy', S], L: ['Liverpool', E], LA: ['Lancaster', E], LD: ['Llandrindod Wells', null],
  LE: ['Leicester', E], LL: ['Llandudno', W], LN: ['Lincoln', E], LS: ['Leeds', E],
  LU: ['Luton', E], M: ['Manchester', E], ME: ['Rochester', E], MK: ['Milton Keynes', E],
  ML: ['Motherwell', S], N: ['London', E], NE: ['Newcastle upon Tyne', E],
  NG: ['Nottingham', E], NN: ['Northampton', E], NP: ['Newport', null], NR: ['Norwich', E],
  NW: ['London', E], OL: ['Oldham', E], OX: ['Oxford', E], PA: ['Paisley', S],
  PE: ['Peterborough', E], PH: ['Perth', S], PL: ['Plymouth', E], PO: ['Portsmouth', E],
  PR: ['Preston', E], RG: ['Reading', E], RH: ['Redhill', E], RM: ['Romford', E],
  S: ['Sheffield', E], SA: ['Swansea', W], SE: ['London', E], SG: ['Stevenage', E],
  SK: ['Stockport', E], SL: ['Slough', E], SM: ['Sutton', E], SN: ['Swindon', E],
  SO: ['Southampton', E], SP: ['Salisbury', E], SR: ['Sunderland', E],
  SS: ['Southend-on-Sea', E], ST: ['Stoke-on-Trent', E], SW: ['London', E],
  SY: ['Shrewsbury', null], TA: ['Taunton', E], TD: ['Galashiels', null], TF: ['Telford', E],
  TN: ['Tonbridge', E], TQ: ['Torquay', E], TR: ['Truro', E], TS: ['Middlesbrough', E],
  TW: ['Twickenham', E], UB: ['Southall', E], W: ['London', E], WA: ['Warrington', E],
  WC: ['London', E], WD: ['Watford', E], WF: ['Wakefield', E], WN: ['Wigan', E],
  WR: ['Worcester', E], WS: ['Walsall', E], WV: ['Wolverhampton', E], YO: ['York', E],
  ZE: ['Shetland', S],
};

const LONDON = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']);

/** The area of a UK postcode ("sw1a 1aa" → London, England), or undefined. */
export function postcodeArea(postcode: string): PostcodeArea | undefined {
  const letters = /^\s*([A-Za-z]{1,2})\d/.exec(postcode)?.[1]?.toUpperCase();
  const area = letters ? AREAS[letters] : undefined;
  if (!area || !letters) return undefined;
  return { town: area[0], nation: area[1], wholeArea: LONDON.has(letters) };
}

/** The post towns the areas are named after, once each (London once), with their nation. */
export const AREA_TOWNS: readonly { town: string; area: string; nation: PostcodeArea['nation'] }[] =
  Object.entries(AREAS)
    .filter(([area]) => !LONDON.has(area) || area === 'SW')
    .map(([area, [town, nation]]) => ({ town, area, nation }));
