import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("contact", "/contacto");

export default function ContactPage() {
  return <PageHeader page="contact" />;
}
