/** The login page's strings, added to the common namespace as the page loads (`strings.ts`). */
const id = {
  login: {
    lead: 'Untuk staf KSEI yang menangani pesan masuk dan laporan pelanggaran. Masuk dengan akun staf Anda.',
    email: 'Alamat email',
    password: 'Kata sandi',
    submit: 'Masuk',
    busy: 'Memproses…',
    failed: 'Tidak dapat masuk saat ini. Periksa koneksi Anda, lalu coba lagi.',
    backHome: 'Kembali ke beranda',
  },
};

const en: typeof id = {
  login: {
    lead: 'For KSEI staff who handle incoming messages and whistleblowing reports. Sign in with your staff account.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    failed: 'Signing in is not possible right now. Check your connection, then try again.',
    backHome: 'Go back to home',
  },
};

export const LOGIN_STRINGS = { id, en };
