// A webpack loader that turns a file into an empty module: the server build has no use for global CSS.
module.exports = function emptyModule() {
  return 'module.exports = {};';
};
