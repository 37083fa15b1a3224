// The sign-in and registration forms' messages (spec sections 4 and 5), word for word. A shared
// module of its own (`@school/shared/messages/sign-in`): the public pages never load it.

export const signInMessages = {
  login: {
    username: 'An valid username is required.',
    password: 'Password is required.',
    failed: 'Username or password is incorrect.',
    tooManyAttempts: 'Too many attempts. Try again later.',
  },
  registration: {
    firstName: 'An valid first name is required.',
    lastName: 'An valid name is required.',
    username: 'An valid username is required.',
    password: 'Password is required.',
    failed: 'Username is already exist',
    usernameFormat: 'Username must be 3 to 50 characters: letters, digits, dot, underscore or hyphen.',
    passwordLength: 'Password must be 8 to 128 characters.',
    passwordCommon: 'This password is on a list of common passwords that attackers try first. Choose another.',
    tooMany: 'Too many accounts created from this address. Try again later.',
  },
} as const;
