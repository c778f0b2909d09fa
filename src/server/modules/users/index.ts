// What other modules may use of users: the account rows and the signed-in user's answer.
export { presentUser } from './presenter';
export { findUserByEmail, findUserById, insertUser, updateUser } from './repository';
