// @school/shared: what every section of the site has in common. Loaded once per page as a
// Module Federation singleton, so there is one api slice and one store.
export * from './types';
export { messages } from './messages/userMessages';
export { publicMessages } from './messages/publicMessages';
export { calendarMessages } from './messages/calendarMessages';
export { dayInBucharest, formatDay, formatDayRange, formatEventWhen, formatMonthYear } from './messages/romanianDates';
export * from './routing';
export * from './api';
export * from './session';
export * from './store';
export { getApiBaseUrl, DEFAULT_API_BASE_URL } from './config/apiBaseUrl';
export * from './ui';
