/**
 * The logo picker's drawings (cms/logo-picker.ts): each built-in logo drawn by the site's own
 * component, from the same sprite and with the same classes, so the editor shows what the page
 * shows. The name the editor gives a customer's mark stands where the page writes the customer's.
 */
import "./logo-thumbnails.css";
import { BrandLogo } from "../../app/components/logos/BrandLogo.tsx";
import type { DrawLogo } from "../logo-picker.ts";

export const drawLogo: DrawLogo = (name, label) => <BrandLogo name={name} label={label} />;
