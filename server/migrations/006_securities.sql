-- The securities master: one row per security code, the columns of KSEI's StatisEfek file. A row may
-- come from the holding-composition file alone (code and type known, the rest null) until a master file
-- is imported. Amounts are numeric: nominal and outstanding amounts exceed 2^53. `sample` marks a row
-- with values made up for this rebuild (the site shows the sample notice).
create table securities (
  code text primary key,
  type text not null,
  description text,
  isin text,
  issuer text,
  status text,
  stock_exchange text,
  listing_date date,
  currency text,
  form text,
  isin_effective_date date,
  maturity_date date,
  expire_date date,
  exercise_price numeric,
  interest_rate numeric,
  interest_type text,
  interest_frequency text,
  nominal_value numeric,
  number_of_securities numeric,
  originated_amount numeric,
  current_amount numeric,
  total_scripless numeric,
  local_percent numeric,
  foreign_percent numeric,
  total_percent numeric,
  sector text,
  closing_price numeric,
  -- The date of the master file the row was last imported from; null until one is.
  as_of date,
  sample boolean not null default false,
  -- One upper-case text for the lookup's free-text box (ISIN, code, issuer, description), so one
  -- trigram index serves every "contains" search, 3 characters and up.
  search_text text generated always as (
    upper(code || ' ' || coalesce(isin, '') || ' ' || coalesce(issuer, '') || ' ' || coalesce(description, ''))
  ) stored
);
create index securities_search_trgm on securities using gin (search_text gin_trgm_ops);
-- Prefix searches (`ID1000…`, `BB…`) whatever the database's collation.
create index securities_isin_prefix on securities (isin text_pattern_ops);
create index securities_code_prefix on securities (code text_pattern_ops);
create index securities_issuer_trgm on securities using gin (upper(issuer) gin_trgm_ops);
create index securities_type on securities (type, code);
create index securities_status on securities (status, code);

-- KSEI's BalanceposEfek file: per security and date, scripless holdings by investor type (insurance,
-- corporate, pension fund, financial institution, individual, mutual fund, securities company,
-- foundation, others), local and foreign, each with its total.
create table security_holdings (
  code text not null references securities (code),
  as_of date not null,
  type text not null,
  number_of_securities numeric,
  price numeric,
  local_is numeric not null,
  local_cp numeric not null,
  local_pf numeric not null,
  local_ib numeric not null,
  local_id numeric not null,
  local_mf numeric not null,
  local_sc numeric not null,
  local_fd numeric not null,
  local_ot numeric not null,
  local_total numeric not null,
  foreign_is numeric not null,
  foreign_cp numeric not null,
  foreign_pf numeric not null,
  foreign_ib numeric not null,
  foreign_id numeric not null,
  foreign_mf numeric not null,
  foreign_sc numeric not null,
  foreign_fd numeric not null,
  foreign_ot numeric not null,
  foreign_total numeric not null,
  primary key (code, as_of)
);
