// What the built sites use of react-redux, shared under that name (see reduxToolkit.mjs): our
// Provider, useDispatch and useSelector, and what RTK Query's React hooks import (`connect` and
// its helpers stay out).
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from '@school/real-build/react-redux';
