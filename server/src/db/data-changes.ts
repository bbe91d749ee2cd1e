import type { DataChangeListener, DataChanges } from './database.js';

/** The channel migration 016's triggers notify, with the changed table's name as the payload. */
export const DATA_CHANGE_CHANNEL = 'ksei_data_change';

/** Every table whose changes are announced: those carrying migration 016's trigger function. */
export const ANNOUNCED_TABLES_SQL = `select distinct c.relname as name
  from pg_trigger t
  join pg_class c on c.oid = t.tgrelid
  join pg_proc p on p.oid = t.tgfoid
  where p.proname = 'ksei_notify_change' and not t.tgisinternal
  order by name`;

/** Where a problem with the notices goes (a listener that threw, a lost connection). */
export interface DataChangeLog {
  warn(message: string): void;
}

/** Node's warning channel: the database is opened before the app and its log exist. */
export const warningLog: DataChangeLog = {
  warn: (message) => process.emitWarning(message, 'DataChangeWarning'),
};

export interface DataChangeHub extends DataChanges {
  /** Tables named by notices: delivered to every listener together, once the current turn of the event loop ends. */
  announce(tables: Iterable<string>): void;
  /** No delivery after this. */
  close(): void;
}

/**
 * The listeners of one database and the delivery of its notices, the same for both engines. Notices
 * of one turn (a transaction touching several tables, a burst of statements) reach each listener as
 * one call. A listener that throws is logged and does not stop the others.
 */
export function createDataChangeHub(
  options: {
    log?: DataChangeLog;
    /** Called once, when the first listener subscribes (PostgreSQL opens its LISTEN connection then). */
    onFirstListener?: () => void;
  } = {},
): DataChangeHub {
  const log = options.log ?? warningLog;
  const listeners = new Set<DataChangeListener>();
  const pending = new Set<string>();
  let scheduled = false;
  let started = false;
  let closed = false;

  const deliver = (): void => {
    scheduled = false;
    if (closed || pending.size === 0) return;
    const tables = [...pending].sort();
    pending.clear();
    for (const listener of [...listeners]) {
      try {
        listener(tables);
      } catch (error) {
        log.warn(`data changes: a listener failed on ${tables.join(', ')}: ${(error as Error).message ?? error}`);
      }
    }
  };

  return {
    onDataChange(listener) {
      // A wrapper per subscription: the same function subscribed twice is two subscriptions.
      const entry: DataChangeListener = (tables) => listener(tables);
      listeners.add(entry);
      if (!started && !closed) {
        started = true;
        options.onFirstListener?.();
      }
      return () => {
        listeners.delete(entry);
      };
    },
    announce(tables) {
      if (closed) return;
      for (const table of tables) pending.add(table);
      if (!scheduled && pending.size > 0) {
        scheduled = true;
        setImmediate(deliver);
      }
    },
    close() {
      closed = true;
      listeners.clear();
      pending.clear();
    },
  };
}
