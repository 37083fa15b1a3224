// `@school/shared/federation`: what the sections' webpack configs and the scripts share, in three
// files: the sections' layout (sections.js), the libraries shared as singletons
// (sharedDependencies.js) and the webpack configuration (webpackConfig.js).
const sections = require('./sections');
const { sharedDependencies } = require('./sharedDependencies');
const { createSectionWebpackConfig } = require('./webpackConfig');

module.exports = { ...sections, sharedDependencies, createSectionWebpackConfig };
