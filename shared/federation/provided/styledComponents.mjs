// What the built sites use of styled-components, shared under that name (see reduxToolkit.mjs):
// the server-side style sheet, the RSC plugin and the other helpers stay out.
export { default, ThemeProvider, createGlobalStyle, css, keyframes, useTheme } from '@school/real-build/styled-components';
