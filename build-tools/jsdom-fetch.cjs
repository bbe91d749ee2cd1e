// A jsdom window with what a browser has and jsdom lacks: the fetch classes the section's data router
// builds its requests from, and the text codecs. Node's own, with its AbortController, so a request's
// signal is one Node's Request accepts.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'TextEncoder',
      'TextDecoder',
      'AbortController',
      'AbortSignal',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
