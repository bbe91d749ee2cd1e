# Sourced by .ci/run: start a throwaway PostgreSQL cluster on a free local port and set TEST_DATABASE_URL.
# Its own cluster (not the distribution's `main`), so nothing else on the machine is touched.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pg_dir=$(mktemp -d /tmp/ksei-ci-pg.XXXXXX)
# A port nothing listens on now (a cluster left by a killed run may still hold an earlier one).
pg_port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
chown postgres "$pg_dir"
su postgres -s /bin/sh -c "$pg_bin/initdb -D '$pg_dir/data' -A trust -U postgres >/dev/null"
su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D '$pg_dir/data' -o '-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1' -l '$pg_dir/log' -w start >/dev/null"
trap 'su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D \"$pg_dir/data\" -m fast stop" >/dev/null 2>&1 || true' EXIT
su postgres -s /bin/sh -c "$pg_bin/createdb -h 127.0.0.1 -p $pg_port -U postgres ksei_test"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/ksei_test"
echo "PostgreSQL for the API suites: $TEST_DATABASE_URL"
