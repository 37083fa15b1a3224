// What the built sites use of @reduxjs/toolkit/query/react, shared under that name: the api
// slice's createApi and its base query's fetchBaseQuery (see reduxToolkit.mjs).
export { createApi, fetchBaseQuery } from '@school/real-build/@reduxjs/toolkit/query/react';
