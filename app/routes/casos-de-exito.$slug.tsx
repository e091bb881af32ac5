import { redirect } from "react-router";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { StoryArticle } from "../components/sections/StoryArticle.tsx";
import { pagePath } from "../lib/page-path.ts";
import { storyMeta } from "../lib/page-meta.ts";
import { storyBySlug } from "../lib/stories.ts";
import type { Route } from "./+types/casos-de-exito.$slug";

/**
 * Every story is prerendered (react-router.config.ts); a word that names none asks for a story
 * that is gone or never was: the list of stories, as any unknown path leads to a page (ADR 56).
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!storyBySlug(params.slug)) throw redirect(pagePath("stories"));
  return null;
}

export const meta = ({ params }: Route.MetaArgs) => storyMeta(storyBySlug(params.slug)!);

export default function StoryPage({ params }: Route.ComponentProps) {
  return (
    <>
      <StoryArticle story={storyBySlug(params.slug)!} />
      <CallToAction />
    </>
  );
}
