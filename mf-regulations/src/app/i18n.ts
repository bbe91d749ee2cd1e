import { addSectionResources } from '@ksei/shared';

export const NAMESPACE = 'mf-regulations';

/** This section's own strings (the shared resources hold only site-wide ones). */
export const strings = {
  id: {
    searchList: 'Cari peraturan',
    searchLabel: 'Kata kunci (judul atau nomor)',
    searchSubmit: 'Cari',
    results_one: '{{formatted}} peraturan ditemukan',
    results_other: '{{formatted}} peraturan ditemukan',
    noResults: 'Tidak ada peraturan yang sesuai dengan pencarian Anda.',
    title: 'Judul',
    number: 'Nomor peraturan',
    decreeNumber: 'Nomor keputusan direksi',
    date: 'Tanggal',
    file: 'Berkas',
    noFile: 'Tidak ada berkas',
    onlyIn: {
      id: 'Peraturan ini hanya diterbitkan dalam bahasa Indonesia.',
      en: 'Peraturan ini hanya diterbitkan dalam bahasa Inggris.',
    },
    caption: 'Daftar peraturan, {{sort}}',
    sortedBy: {
      date: 'diurutkan menurut tanggal, terlama lebih dahulu',
      '-date': 'diurutkan menurut tanggal, terbaru lebih dahulu',
      number: 'diurutkan menurut nomor, naik',
      '-number': 'diurutkan menurut nomor, turun',
    },
    lead: {
      'regulations.capitalMarketLaw': 'Undang-undang yang menjadi dasar kegiatan pasar modal Indonesia.',
      'regulations.fsaRegulations': 'Peraturan Otoritas Jasa Keuangan (OJK) yang berkaitan dengan kegiatan KSEI.',
      'regulations.kseiRegulations': 'Peraturan KSEI beserta keputusan direksi yang menetapkannya.',
      'regulations.kseiRegulationDraft': 'Rancangan peraturan KSEI yang dibuka untuk tanggapan.',
      'regulations.operatingProcedure': 'Ketentuan pelaksanaan atas peraturan KSEI.',
    },
  },
  en: {
    searchList: 'Search regulations',
    searchLabel: 'Keywords (title or number)',
    searchSubmit: 'Search',
    results_one: '{{formatted}} regulation found',
    results_other: '{{formatted}} regulations found',
    noResults: 'No regulation matches your search.',
    title: 'Title',
    number: 'Regulation number',
    decreeNumber: 'Board of Directors decree number',
    date: 'Date',
    file: 'File',
    noFile: 'No file',
    onlyIn: {
      id: 'This regulation is published in Indonesian only.',
      en: 'This regulation is published in English only.',
    },
    caption: 'Regulations, {{sort}}',
    sortedBy: {
      date: 'sorted by date, oldest first',
      '-date': 'sorted by date, newest first',
      number: 'sorted by number, ascending',
      '-number': 'sorted by number, descending',
    },
    lead: {
      'regulations.capitalMarketLaw': 'The law on which the Indonesian capital market rests.',
      'regulations.fsaRegulations': 'Regulations of the Financial Services Authority (OJK) that concern KSEI.',
      'regulations.kseiRegulations': "KSEI's regulations with the Board of Directors decrees that enact them.",
      'regulations.kseiRegulationDraft': "Drafts of KSEI's regulations, open for comment.",
      'regulations.operatingProcedure': "Operating procedures implementing KSEI's regulations.",
    },
  },
} as const;

export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
