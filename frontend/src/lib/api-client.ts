import { notifications } from '@mantine/notifications';
import type * as z from 'zod';
import type { Endpoint } from '@plume/shared/endpoint';
import type * as contracts from '@plume/shared/endpoints';
import { forgetProfileUnlock, profileUnlockHeader, UNLOCK_HEADER } from './account/profile-unlocks';
import { currentIdToken } from './amplify';
import { isEnvelope } from './api-envelope';
import { i18n } from './i18n';
import { endSession } from './session';
import { loadApiBaseUrl } from './runtime-config';

/** How a call is made and heard: every field has the default right for a user action. */
export interface CallOptions<T> {
  /** POST, or GET for a route that answers it (`me`, and the routes the edge caches). */
  method?: 'GET' | 'POST';
  /**
   * Sends the signed-in user's ID token (no token when signed out). A public endpoint (its contract's `auth: 'none'`)
   * passes `false`, and only it: `call` requires it there and refuses it elsewhere (see {@link AuthOption}).
   */
  auth?: boolean;
  /** Toasts the server's message on success: right for user actions, wrong for background loads. */
  showSuccessToast?: boolean;
  /**
   * A call the person neither asked for nor hears about (e.g. giving handwriting samples while a child spells): a
   * failure is still thrown, for the caller to handle, but neither toasted nor logged.
   */
  quiet?: boolean;
  /** Checks `data` at the boundary; a mismatch is a failure like any other. */
  schema?: z.ZodType<T>;
}

/** A failed call, carrying the message already shown to the user. `status` is 0 when the server was never reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    options?: ErrorOptions,
    /** The failure's details when the server sends some (e.g. the lines an import rejected). */
    readonly data?: unknown,
  ) {
    super(message, options);
  }
}

/** The call never reached the API (offline, the network dropped, `/config.json` unreachable). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * Whether the same request may succeed if sent again later: the network or the server failed, or the caller has to wait
 * (a lapsed sign-in, throttling, a profile's PIN to type again). Any other refusal (4xx) would be refused again.
 */
export function mayRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status, code } = error;
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429 || code === 'profile_unlock_required';
}

/** Every endpoint of the contract (shared/src/endpoints.ts), known here by type alone: no schema is loaded for it. */
type Contract = Extract<(typeof contracts)[keyof typeof contracts], Endpoint>;
export type EndpointName = Contract['name'];
type ContractOf<Name extends EndpointName> = Extract<Contract, { name: Name }>;
/** What an endpoint accepts (its request schema's input) and answers (its response schema's output). */
export type EndpointInput<Name extends EndpointName> = z.input<ContractOf<Name>['request']>;
export type EndpointOutput<Name extends EndpointName> = z.output<ContractOf<Name>['response']>;
/**
 * `auth` as the contract says, checked by type alone: `call` knows an endpoint by its name only (loading the contract
 * would bring its schemas into the first page's bundle), so it cannot read the auth level at run time. A public
 * endpoint's call states `auth: false` (no token, and no sign-in module loaded for it); any other's cannot.
 */
type AuthOption<Name extends EndpointName> = [ContractOf<Name>['auth']] extends ['none'] ? { auth: false } : { auth?: true };
type CallArguments<Name extends EndpointName> = [ContractOf<Name>['auth']] extends ['none']
  ? [options: CallOptions<EndpointOutput<Name>> & AuthOption<Name>]
  : [options?: CallOptions<EndpointOutput<Name>> & AuthOption<Name>];

/**
 * The one way the app talks to `/api/` (seed §7), by an endpoint's contract name: the input and the answer are typed
 * by the contract, so a misspelt path, a wrong field or a misread answer fails the type check. Every answer is an
 * envelope `{error, message, data}`: success returns `data`; any failure is toasted, logged and thrown as an
 * {@link ApiError} with a message for people. The answer is checked at run time only with a `schema` (a page that
 * must not trust it); the integration tests check every answer against the contract.
 */
export async function call<Name extends EndpointName>(name: Name, input: EndpointInput<Name>, ...[given]: CallArguments<Name>): Promise<EndpointOutput<Name>> {
  const { showSuccessToast = true, quiet = false, ...options }: CallOptions<EndpointOutput<Name>> = given ?? {};
  let success: Success<EndpointOutput<Name>>;
  try {
    success = await send(name, input, options);
  } catch (error) {
    // Anything that is not an answer from the API (offline, /config.json unreachable, auth module not loaded) is a network failure.
    const failure = error instanceof ApiError ? error : new ApiError(i18n.t('messages.network_error'), 0, 'network_error', { cause: error });
    if (!quiet) reportFailure(failure);
    // An admin deactivated the account: every further call would fail the same way, so the session ends here.
    if (failure.code === 'account_deactivated') void endSession('deactivation');
    // The account was deleted (here or on another device): its tokens are refused everywhere from now on.
    if (failure.code === 'account_deleted') void endSession();
    // A protected profile's unlock was refused (expired, or its PIN changed): forget it, so the profile asks again.
    if (failure.code === 'profile_unlock_required') forgetRefusedUnlock(failure.data);
    throw failure;
  }
  if (showSuccessToast) notifications.show({ color: 'green', message: success.message });
  return success.data;
}

/** What `call` does with a failure unless it is quiet: its message in a toast, the failure in the console. */
export function reportFailure(failure: ApiError): void {
  notifications.show({ color: 'red', message: failure.message });
  console.error(failure);
}

function forgetRefusedUnlock(data: unknown): void {
  const profileId = (data as { profileId?: unknown } | undefined)?.profileId;
  if (typeof profileId === 'string') forgetProfileUnlock(profileId);
}

interface Success<T> {
  message: string;
  data: T;
}

async function send<T>(path: string, data: unknown, { method = 'POST', auth = true, schema }: Omit<CallOptions<T>, 'showSuccessToast' | 'quiet'>): Promise<Success<T>> {
  const url = `${await loadApiBaseUrl()}/${path}`;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language };
  const token = auth ? await currentIdToken() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  const unlocks = token ? profileUnlockHeader() : undefined;
  if (unlocks) headers[UNLOCK_HEADER] = unlocks;
  const hasBody = method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';

  const response = await fetch(url, { method, headers, body: hasBody ? JSON.stringify(data) : undefined });
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = isEnvelope(body) ? body : undefined;
  if (envelope?.error) throw new ApiError(envelope.message, response.status, envelope.code, undefined, envelope.data);
  if (!response.ok || !envelope) throw unexplainedFailure(response.status);
  if (!schema) return { message: envelope.message, data: envelope.data as T };
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw unexplainedFailure(response.status, parsed.error);
  return { message: envelope.message, data: parsed.data };
}

/** Our handlers explain their failures; API Gateway's own answers (401, 429 throttling, 500) do not, so the catalogue speaks for them. */
function unexplainedFailure(status: number, cause?: unknown): ApiError {
  const code = status === 401 ? 'unauthorized' : status === 429 ? 'too_many_requests' : 'internal_error';
  return new ApiError(i18n.t(`messages.${code}`), status, code, { cause });
}
