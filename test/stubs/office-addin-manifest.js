// Jest stand-in for office-addin-manifest (its ESM-only dependency breaks jest on Node 20).
// Tests validate the manifest offline with the XSDs in schemas/ instead.
module.exports = {};
