export { messages } from './messages';
export {
  isValid,
  limits,
  validateAboutUs,
  validateClass,
  validateLogin,
  validateRegistration,
  validateSubject,
  validateTeacher,
  type FieldErrors,
} from './rules';
