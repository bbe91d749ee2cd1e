import { authHttp, setAuthorizationSource } from '../http/client.js';
import { browserPersistence, createAuth } from './auth.js';

/** The page's one auth store (a federation singleton through `@ksei/shared`). */
export const auth = createAuth(authHttp, browserPersistence());

// Every API request carries the signed-in visitor's Bearer token.
setAuthorizationSource(() => auth.store.getState().token);
