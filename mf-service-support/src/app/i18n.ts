import { addSectionResources } from '@ksei/shared';

export const NAMESPACE = 'mf-service-support';

/** This section's own strings (the shared resources hold only site-wide ones). */
export const strings = {
  id: {
    searchSubmit: 'Cari',
    searchProducts: 'Cari produk investasi',
    productSearchLabel: 'Kode, nama atau penerbit',
    results_one: '{{formatted}} produk ditemukan',
    results_other: '{{formatted}} produk ditemukan',
    noResults: 'Tidak ada produk yang sesuai dengan pencarian Anda.',
    productsLead: 'Produk investasi yang tercatat di KSEI. Pilih kode untuk melihat rinciannya.',
    productsCaption: 'Produk investasi tercatat',
    code: 'Kode',
    name: 'Nama',
    type: 'Jenis',
    issuer: 'Penerbit',
    isin: 'Kode ISIN',
    listingDate: 'Tanggal pencatatan',
    status: 'Status',
    none: '—',
    backToList: 'Kembali ke daftar {{list}}',
    updatedAt: 'Diperbarui {{date}}',
    scheduleLead: 'Jadwal proses dan kegiatan instruksi C-BEST dan S-INVEST pada hari kerja.',
    scheduleCaption: 'Jadwal instruksi C-BEST dan S-INVEST',
    startTime: 'Waktu mulai',
    endTime: 'Waktu selesai',
    process: 'Proses',
    activity: 'Kegiatan',
    operationalTime: 'Waktu operasional',
  },
  en: {
    searchSubmit: 'Search',
    searchProducts: 'Search investment products',
    productSearchLabel: 'Code, name or issuer',
    results_one: '{{formatted}} product found',
    results_other: '{{formatted}} products found',
    noResults: 'No product matches your search.',
    productsLead: 'Investment products registered at KSEI. Choose a code to see its details.',
    productsCaption: 'Registered investment products',
    code: 'Code',
    name: 'Name',
    type: 'Type',
    issuer: 'Issuer',
    isin: 'ISIN code',
    listingDate: 'Listing date',
    status: 'Status',
    none: '—',
    backToList: 'Back to {{list}}',
    updatedAt: 'Updated {{date}}',
    scheduleLead: 'When the C-BEST and S-INVEST instruction processes and activities run on a business day.',
    scheduleCaption: 'C-BEST and S-INVEST instruction schedule',
    startTime: 'Start time',
    endTime: 'End time',
    process: 'Process',
    activity: 'Activity',
    operationalTime: 'Operational time',
  },
} as const;

export function registerStrings(): void {
  addSectionResources(NAMESPACE, strings);
}
