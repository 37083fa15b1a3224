// Images and documents are URLs in the build; in unit tests their name is enough.
module.exports = 'test-asset-stub';
