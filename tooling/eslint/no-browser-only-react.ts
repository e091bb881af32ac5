import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/**
 * `anden/no-browser-only-react`: refuses React code that only does something once React runs in
 * the browser, in code that never gets there. No page of the site hydrates
 * (docs/decisions/0024-rendering-model.md): React renders each page once on the server, and the
 * browser gets plain HTML plus the widgets' behaviours (`app/widgets/<name>/<name>.behaviour.ts`), which the
 * page script attaches. So in a component:
 *
 * - a state hook renders its initial value and never changes (useState, useReducer,
 *   useSyncExternalStore, useTransition, useDeferredValue, useOptimistic, useActionState and
 *   react-dom's useFormStatus);
 * - an effect hook never runs (useEffect, useLayoutEffect, useInsertionEffect,
 *   useImperativeHandle, and useEffectEvent, whose function only effects may call);
 * - an event-handler prop (`on` and a capital letter: onClick, onChange, onSubmit, onKeyDown…) is
 *   never attached. It is reported on components too: a handler handed to a component ends on a
 *   DOM element that never hydrates. The same props in `createElement(type, props)` are reported;
 * - a `ref` is never attached: React attaches refs when it commits in the browser, so a callback
 *   ref never runs and a ref object stays null. Every `ref` prop is reported, not only inline
 *   callbacks: a callback from a hook or a helper (`ref={useBehaviour(…)}`, `ref={mergeRefs(…)}`)
 *   cannot be told apart from an object by syntax, and an object ref is just as inert.
 *
 * Hooks are recognised by name when called bare (`useState(…)`, whatever their import: a
 * re-export or a local wrapper named like a React hook is the same mistake), under the local name
 * given to them when imported from "react" or "react-dom" (`import { useState as useLocal }`), and
 * as members of `React`, or of a default or namespace import of those packages (`R.useEffect`).
 * Hooks of other libraries that wrap these (react-router's useNavigate, useFetcher…) are not
 * recognised.
 *
 * The behaviour belongs in a widget (`app/widgets/<name>/`): a contract, a view function that
 * the markup draws the first state with, and a behaviour registered in `app/widgets/behaviours.ts`.
 */

const STATE_HOOKS = new Set([
  "useState",
  "useReducer",
  "useSyncExternalStore",
  "useTransition",
  "useDeferredValue",
  "useOptimistic",
  "useActionState",
  "useFormStatus",
]);
const EFFECT_HOOKS = new Set([
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useImperativeHandle",
  "useEffectEvent",
]);
const REACT_PACKAGES = new Set(["react", "react-dom"]);
const EVENT_HANDLER = /^on[A-Z]/;

const WHY =
  "This page never hydrates: React renders it once on the server and never runs in the browser. " +
  "Write the behaviour as a widget (app/widgets/<name>/: contract, view, behaviour); see " +
  "docs/decisions/0024-rendering-model.md.";

type MessageId = "stateHook" | "effectHook" | "eventHandler" | "ref";

export const noBrowserOnlyReact: TSESLint.RuleModule<MessageId> = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow React state, effects, event handlers and refs in code that never hydrates",
    },
    schema: [],
    messages: {
      stateHook: `{{name}}: the state never changes after the server render. ${WHY}`,
      effectHook: `{{name}}: the effect never runs. ${WHY}`,
      eventHandler: `{{name}}: the handler is never attached. ${WHY}`,
      ref: `ref: the ref is never attached (a callback never runs, an object stays null). ${WHY}`,
    },
  },
  create(context) {
    /** Local name → exported name, for what is imported from react or react-dom under another name. */
    const reactImports = new Map<string, string>();
    /** Default and namespace imports of react and react-dom, besides the global `React`. */
    const reactNamespaces = new Set(["React"]);

    const reportHook = (node: TSESTree.Node, name: string) => {
      if (STATE_HOOKS.has(name)) context.report({ node, messageId: "stateHook", data: { name } });
      else if (EFFECT_HOOKS.has(name)) {
        context.report({ node, messageId: "effectHook", data: { name } });
      }
    };

    /** What React calls the function called: a bare name, or a member of a React namespace. */
    const reactName = (callee: TSESTree.Expression): string | undefined => {
      if (callee.type === "Identifier") return reactImports.get(callee.name) ?? callee.name;
      if (
        callee.type === "MemberExpression" &&
        !callee.computed &&
        callee.object.type === "Identifier" &&
        reactNamespaces.has(callee.object.name)
      ) {
        return callee.property.name;
      }
      return undefined;
    };

    const isCreateElement = (callee: TSESTree.Expression) => reactName(callee) === "createElement";

    const reportProp = (node: TSESTree.Node, name: string) => {
      if (name === "ref") context.report({ node, messageId: "ref" });
      else if (EVENT_HANDLER.test(name)) {
        context.report({ node, messageId: "eventHandler", data: { name } });
      }
    };

    return {
      // Imports are read first, wherever they stand: their bindings hold in the whole module.
      Program(program) {
        for (const statement of program.body) {
          if (statement.type !== "ImportDeclaration") continue;
          if (!REACT_PACKAGES.has(statement.source.value)) continue;
          for (const specifier of statement.specifiers) {
            if (specifier.type === "ImportSpecifier") {
              const imported =
                specifier.imported.type === "Identifier"
                  ? specifier.imported.name
                  : specifier.imported.value;
              reactImports.set(specifier.local.name, imported);
            } else {
              reactNamespaces.add(specifier.local.name);
            }
          }
        }
      },
      CallExpression(node) {
        const name = reactName(node.callee);
        if (name !== undefined) reportHook(node.callee, name);
        const props = node.arguments[1];
        if (isCreateElement(node.callee) && props?.type === "ObjectExpression") {
          for (const property of props.properties) {
            if (property.type !== "Property" || property.computed) continue;
            const key = property.key;
            if (key.type === "Identifier") reportProp(key, key.name);
            else if (key.type === "Literal" && typeof key.value === "string") {
              reportProp(key, key.value);
            }
          }
        }
      },
      JSXAttribute(node) {
        if (node.name.type === "JSXIdentifier") reportProp(node.name, node.name.name);
      },
    };
  },
};
