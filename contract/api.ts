/**
 * Every v1 call, whole: its route (calls.ts) and its schemas (each module's `…Calls`), under one
 * name. The compiler checks that the schemas cover every name in calls.ts and no other; the
 * server's router declares its routes from here, and the storefront takes its types from here
 * (types only: zod stays out of the browser).
 */
import type { z } from 'zod';
import { catalogCalls } from './catalog.ts';
import type { CallName } from './calls.ts';
import type { CallSchema } from './common.ts';
import { contentCalls } from './content.ts';
import { placesCalls } from './general.ts';
import { memberCalls } from './member.ts';
import { organisationCalls } from './organisation.ts';
import { storeCalls } from './store.ts';
import { ticketingCalls } from './ticketing.ts';

export { CALLS, fillPath, type CallAccess, type CallMethod, type CallName, type CallParams, type CallRoute, type CallsOf } from './calls.ts';

export const CALL_SCHEMAS = { ...memberCalls, ...catalogCalls, ...contentCalls, ...placesCalls, ...storeCalls, ...ticketingCalls, ...organisationCalls };

type Missing = Exclude<CallName, keyof typeof CALL_SCHEMAS>;
type Extra = Exclude<keyof typeof CALL_SCHEMAS, CallName>;
/** Fails to compile, naming them, while a call has no schemas or schemas name no call. */
export const EVERY_CALL_HAS_SCHEMAS: [Missing, Extra] extends [never, never] ? true : { missing: Missing; extra: Extra } = true;

type Schemas<N extends CallName> = (typeof CALL_SCHEMAS)[N] & CallSchema;
type Part<N extends CallName, K extends 'query' | 'body'> = (typeof CALL_SCHEMAS)[N] extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** A query value as the URL carries it. */
type Wire = string | number | boolean | undefined;
/** A call's query as a caller sends it: its parameters by name, each as the URL carries it. */
export type CallQuery<N extends CallName> = Part<N, 'query'> extends z.ZodType ? { [K in keyof z.input<Part<N, 'query'>>]?: Wire } : undefined;
/** A call's query as the server reads it (parsed: numbers, lists, the sort). */
export type ParsedQuery<N extends CallName> = Part<N, 'query'> extends z.ZodType ? z.output<Part<N, 'query'>> : undefined;
/** A call's JSON body as a caller sends it. */
export type CallBody<N extends CallName> = Part<N, 'body'> extends z.ZodType ? z.input<Part<N, 'body'>> : undefined;
/** A call's JSON body as the server reads it (defaults filled, text trimmed). */
export type ParsedBody<N extends CallName> = Part<N, 'body'> extends z.ZodType ? z.output<Part<N, 'body'>> : undefined;
/** What a call answers on success, as the caller reads it. */
export type CallResult<N extends CallName> = z.output<Schemas<N>['response']>;
/** What the server's handler of a call answers on success (before the schema's defaults). */
export type CallReply<N extends CallName> = z.input<Schemas<N>['response']>;
