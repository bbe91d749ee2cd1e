/** The search page's strings, added to the common namespace as the page loads (`strings.ts`). */
const id = {
  search: {
    heading: 'Pencarian',
    queryLabel: 'Kata kunci',
    emptyQuery: 'Masukkan kata kunci untuk mulai mencari.',
    resultsFor: 'Hasil pencarian untuk “{{query}}”',
    pagesHeading: 'Halaman',
    noHits: 'Tidak ada hasil untuk “{{query}}”. Periksa ejaan atau gunakan kata kunci lain.',
    submit: 'Cari',
    formLabel: 'Cari di situs KSEI',
    total_one: '{{count}} hasil',
    total_other: '{{count}} hasil',
    tooShort: 'Masukkan sedikitnya 2 karakter.',
    allTypes: 'Semua',
    didYouMean: 'Mungkin maksud Anda:',
    typesLabel: 'Jenis hasil',
    pastEnd_one: 'Tidak ada halaman {{page}}: hasil pencarian ini hanya {{count}} halaman.',
    pastEnd_other: 'Tidak ada halaman {{page}}: hasil pencarian ini hanya {{count}} halaman.',
  },
};

const en: typeof id = {
  search: {
    heading: 'Search',
    queryLabel: 'Keywords',
    emptyQuery: 'Enter a keyword to start searching.',
    resultsFor: 'Search results for “{{query}}”',
    pagesHeading: 'Pages',
    noHits: 'No results for “{{query}}”. Check the spelling or try other keywords.',
    submit: 'Search',
    formLabel: 'Search the KSEI website',
    total_one: '{{count}} result',
    total_other: '{{count}} results',
    tooShort: 'Enter at least 2 characters.',
    allTypes: 'All',
    didYouMean: 'Did you mean:',
    typesLabel: 'Result types',
    pastEnd_one: 'There is no page {{page}}: these results have only {{count}} page.',
    pastEnd_other: 'There is no page {{page}}: these results have only {{count}} pages.',
  },
};

export const SEARCH_STRINGS = { id, en };
