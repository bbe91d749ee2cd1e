-- Sign-in attempts under way. An attempt is reserved on its keys' rows (the address as typed and the
-- client) before its password is verified, and counted with the failures: once failures and attempts
-- under way reach the limit, the next attempt is refused as locked without a verify. `attempts` maps
-- each reservation's id to when it runs out (milliseconds since 1970): a server that crashed
-- mid-verify leaves reservations that stop counting then. A success clears the address's count to 0
-- while other attempts may still hold reservations on the row, so a count of 0 is allowed now.
alter table auth_failures drop constraint auth_failures_failures_check;
alter table auth_failures add constraint auth_failures_failures_check check (failures >= 0);
alter table auth_failures add column attempts jsonb not null default '{}'::jsonb;

