// HTML attributes React's types do not list yet; React passes them to the DOM as written.
// Declaration merging needs React's own type parameter, which these members do not use.
/* eslint-disable @typescript-eslint/no-unused-vars */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element a click acts on, with `command`, before and without any script. */
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
  interface DialogHTMLAttributes<T> {
    /** "any": a click on the backdrop closes the dialog too, as Escape does. */
    closedby?: "any" | "closerequest" | "none";
  }
}
