import { redirect } from "react-router";

/**
 * Any unknown path goes to the home page and never stays in the history: a document request gets
 * an HTTP redirect, and a client navigation lands on / in place of the unknown path. (React
 * Router's `replace()` would instead overwrite the page the visitor came from.)
 */
export function loader() {
  return redirect("/");
}
