/** Who publishes a source, by its address (proper names read the same in both languages). */
const PUBLISHERS: readonly (readonly [host: string, name: string])[] = [
  ['databoks.katadata.co.id', 'Databoks (Katadata)'],
  ['www.bloombergtechnoz.com', 'Bloomberg Technoz'],
  ['voi.id', 'VOI'],
  ['narasi.net', 'Narasi'],
  ['insight.kontan.co.id', 'Kontan'],
  ['www.idnfinancials.com', 'IDN Financials'],
  ['expatlifeindonesia.com', 'Expat Life Indonesia'],
  ['en.vietnamplus.vn', 'VietnamPlus'],
  ['sepintasupdate.com', 'Sepintas Update'],
  ['news.lifenesia.com', 'Lifenesia'],
];

/** The publisher of a source address, as the site names it; the host when it is not a known one. */
export function publisher(url: string): string {
  const host = new URL(url).host;
  return PUBLISHERS.find(([known]) => known === host)?.[1] ?? host;
}
