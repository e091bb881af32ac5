import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("fullpack", "/fullpack");

export default function FullpackPage() {
  return <PageHeader page="fullpack" />;
}
