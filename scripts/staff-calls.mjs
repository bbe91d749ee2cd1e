// @ts-check
/**
 * The staff API as the benches and the cluster suite call it: a signed-in session's header, and a
 * POST that answers its `data` or throws with the server's sentence. A second copy of what the editor
 * does, kept to these two calls.
 */

/** A session's `Authorization` header for `email`, signed in on `base`. @param {string} base @param {string} email @param {string} password */
export async function signIn(base, email, password) {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return { authorization: `Bearer ${/** @type {{ token: string }} */ (await answer.json()).token}` };
}

/** @param {string} url @param {Record<string, string>} headers @param {unknown} body */
export async function postJson(url, headers, body) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // `any`: each caller reads the fields of the call it made (JSDoc has no generics per call here).
  const json = /** @type {{ data?: any, error?: { message: string } }} */ (await answer.json());
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${json.error?.message}`);
  return json.data;
}
