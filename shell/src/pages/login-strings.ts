/** The login page's strings, added to the common namespace as the page loads (`strings.ts`). */
const id = {
  login: {
    lead: 'Halaman masuk ini hanya untuk keperluan teknis; tidak ada layanan masuk untuk pengunjung umum.',
    username: 'Nama pengguna',
    password: 'Kata sandi',
    submit: 'Masuk',
    busy: 'Memproses…',
    failed: 'Gagal masuk. Periksa nama pengguna dan kata sandi Anda.',
    required: 'Nama pengguna dan kata sandi wajib diisi.',
    backHome: 'Kembali ke beranda',
  },
};

const en: typeof id = {
  login: {
    lead: 'This login page exists for technical purposes only; no login is offered to public visitors.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    busy: 'Working…',
    failed: 'Login failed. Check your username and password.',
    required: 'Username and password are required.',
    backHome: 'Go back to home',
  },
};

export const LOGIN_STRINGS = { id, en };
