/**
 * What the editor's checks read besides a field's own value (cms/admin/field-checks.tsx): the
 * content as saved, per market (FieldContext, the same the content check builds from the files),
 * and the values being edited at the fields outside lists, so that a figure's check reads its
 * "+" as it is now.
 */
import type { MarketId } from "../../domain/site.ts";
import { MARKET_IDS } from "../../domain/site.ts";
import { fieldContext, type FieldContext, type MarketFiles } from "../rules.ts";

type Listener = () => void;

let contexts: Partial<Record<MarketId, FieldContext>> = {};
const contextListeners = new Set<Listener>();

export const contextOf = (market: MarketId): FieldContext | undefined => contexts[market];

export function subscribeContexts(listener: Listener) {
  contextListeners.add(listener);
  return () => void contextListeners.delete(listener);
}

export const contextsVersion = () => contexts;

export function setSavedContent(all: MarketFiles[]) {
  contexts = Object.fromEntries(MARKET_IDS.map((market) => [market, fieldContext(market, all)]));
  contextListeners.forEach((listener) => listener());
}

const drafts = new Map<string, unknown>();
const draftListeners = new Map<string, Set<Listener>>();

/** A field's key in the drafts: its entry (`facts-mx`) and its path (`items.carriers.plus`). */
export const draftKey = (entry: string, fieldPath: readonly (string | number)[]) =>
  `${entry}:${fieldPath.join(".")}`;

export const draftOf = (key: string) => drafts.get(key);

export function setDraft(key: string, value: unknown) {
  if (drafts.has(key) && drafts.get(key) === value) return;
  if (value === undefined) drafts.delete(key);
  else drafts.set(key, value);
  draftListeners.get(key)?.forEach((listener) => listener());
}

export function subscribeDraft(key: string, listener: Listener) {
  const listeners = draftListeners.get(key) ?? new Set();
  draftListeners.set(key, listeners.add(listener));
  return () => void listeners.delete(listener);
}
