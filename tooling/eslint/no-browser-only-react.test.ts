import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { noBrowserOnlyReact } from "./no-browser-only-react.ts";
import { asEslintRule, ruleTester } from "./rule-tester.ts";

const rule = asEslintRule(noBrowserOnlyReact);

ruleTester.run("no-browser-only-react", rule, {
  valid: [
    // What renders on the server: context, ids, memos, translations.
    `import { useContext, useId, useMemo } from "react";
     export function Field({ label }: { label: string }) {
       const id = useId();
       const nonce = useContext(NonceContext);
       const upper = useMemo(() => label.toUpperCase(), [label]);
       return <label htmlFor={id} data-nonce={nonce}>{upper}</label>;
     }`,
    // The behaviour a widget adds, named in the markup.
    `export const Dots = () => <div data-module="testimonials"><button type="button">1</button></div>;`,
    // Props that merely start with "on": not a handler (no capital after "on").
    `export const Badge = () => <Tag only="mx" once={true} />;`,
    // A hook of another namespace is not React's.
    `export const v = store.useState();`,
    // A React name imported under an alias that is not a hook.
    `import { useMemo as useEffect } from "react"; export const x = useEffect(() => 1, []);`,
    // createElement without browser-only props.
    `import { createElement } from "react"; export const e = createElement("svg", { viewBox: "0 0 1 1" });`,
  ],
  invalid: [
    {
      code: `import { useState } from "react";
             export function Dots() { const [current] = useState(0); return <p>{current}</p>; }`,
      errors: [{ messageId: "stateHook", data: { name: "useState" } }],
    },
    {
      code: `import { useEffect } from "react";
             export function Log() { useEffect(() => console.error("x"), []); return null; }`,
      errors: [{ messageId: "effectHook", data: { name: "useEffect" } }],
    },
    {
      code: `export function All() {
               useReducer(r, 0); useSyncExternalStore(s, g); useTransition(); useDeferredValue(v);
               useOptimistic(v); useActionState(a, 0); useFormStatus();
               useLayoutEffect(f); useInsertionEffect(f); useImperativeHandle(r, f); useEffectEvent(f);
               return null;
             }`,
      errors: [
        { messageId: "stateHook", data: { name: "useReducer" } },
        { messageId: "stateHook", data: { name: "useSyncExternalStore" } },
        { messageId: "stateHook", data: { name: "useTransition" } },
        { messageId: "stateHook", data: { name: "useDeferredValue" } },
        { messageId: "stateHook", data: { name: "useOptimistic" } },
        { messageId: "stateHook", data: { name: "useActionState" } },
        { messageId: "stateHook", data: { name: "useFormStatus" } },
        { messageId: "effectHook", data: { name: "useLayoutEffect" } },
        { messageId: "effectHook", data: { name: "useInsertionEffect" } },
        { messageId: "effectHook", data: { name: "useImperativeHandle" } },
        { messageId: "effectHook", data: { name: "useEffectEvent" } },
      ],
    },
    {
      code: `import * as R from "react";
             export function Member() { React.useState(0); R.useEffect(f); return null; }`,
      errors: [
        { messageId: "stateHook", data: { name: "useState" } },
        { messageId: "effectHook", data: { name: "useEffect" } },
      ],
    },
    {
      code: `export function Aliased() { const [v] = useLocal(0); return v; }
             import { useState as useLocal } from "react";`,
      errors: [{ messageId: "stateHook", data: { name: "useState" } }],
    },
    {
      code: `export const Form = () => (
               <form onSubmit={send}>
                 <input onChange={check} onKeyDown={key} />
                 <button type="button" onClick={() => go()}>Go</button>
               </form>
             );`,
      errors: [
        { messageId: "eventHandler", data: { name: "onSubmit" } },
        { messageId: "eventHandler", data: { name: "onChange" } },
        { messageId: "eventHandler", data: { name: "onKeyDown" } },
        { messageId: "eventHandler", data: { name: "onClick" } },
      ],
    },
    {
      code: `export const Card = () => <ButtonLink href="/x" onClick={track}>Go</ButtonLink>;`,
      errors: [{ messageId: "eventHandler", data: { name: "onClick" } }],
    },
    {
      code: `export const Inline = () => <div ref={(el) => enhance(el)} />;
             export const Hooked = () => <div ref={useBehaviour("navbar")} />;
             export const Held = ({ box }) => <div ref={box} />;`,
      errors: [{ messageId: "ref" }, { messageId: "ref" }, { messageId: "ref" }],
    },
    {
      code: `import React, { createElement as h } from "react";
             export const a = React.createElement("button", { onClick: go, "onKeyUp": key, ref: r });
             export const b = h("a", { href: "/", onMouseEnter: hover });`,
      errors: [
        { messageId: "eventHandler", data: { name: "onClick" } },
        { messageId: "eventHandler", data: { name: "onKeyUp" } },
        { messageId: "ref" },
        { messageId: "eventHandler", data: { name: "onMouseEnter" } },
      ],
    },
  ],
});

describe("the project's ESLint configuration", () => {
  const repoRoot = path.resolve(import.meta.dirname, "../..");
  const planted = `import { useState } from "react";
export function Planted() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu
    </button>
  );
}
`;
  const findings = async (filePath: string) => {
    const [result] = await new ESLint({ cwd: repoRoot }).lintText(planted, { filePath });
    return result!.messages
      .filter((message) => message.ruleId === "anden/no-browser-only-react")
      .map((message) => `${message.line}:${message.column} ${message.message.split(":")[0]}`);
  };

  test("refuses browser-only React in a component under app/", async () => {
    expect(await findings("app/components/Planted.tsx")).toEqual(["3:27 useState", "5:48 onClick"]);
  });

  test("leaves tests and code outside app/ alone", async () => {
    expect(await findings("app/components/Planted.test.tsx")).toEqual([]);
    expect(await findings("tooling/Planted.tsx")).toEqual([]);
  });
});
