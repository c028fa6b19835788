/**
 * The few Amplify calls a signed-in page needs (read and refresh the tokens, sign out, follow the auth events): a chunk
 * of its own, so pages beyond sign-in do not download every sign-in, sign-up and reset flow with them.
 */
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
