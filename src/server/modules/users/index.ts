// What other modules may use of users: the accounts and the signed-in user's answer.
export { presentUser } from './presenter';
export { findUserByEmail, findUserById, findUserLocations, insertUser, updateUser } from './service';
