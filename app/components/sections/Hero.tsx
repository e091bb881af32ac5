import { useTranslation } from "react-i18next";
import { PausePlayFace } from "../../widgets/pause-toggle/PausePlayFace.tsx";
import { pausedView, pauseToggle } from "../../widgets/pause-toggle/pause-toggle.ts";
import { HeroIllustration } from "../illustrations/HeroIllustration.tsx";
import { MERCHANT_SIGNUP_URL } from "../layout/navigation-links.ts";
import { buttonClassName, ButtonLink } from "../ui/ButtonLink.tsx";

/**
 * The home hero. When the content names a video file (served from /media/), it plays muted and
 * looped, with the illustration's poster under it; otherwise the light animated illustration shows.
 */
export function Hero() {
  const { t } = useTranslation("home");
  const video = t("hero.video");
  return (
    <section className="overflow-hidden bg-gradient-to-b from-tint to-surface">
      <div className="mx-auto grid max-w-(--container-content) items-center gap-12 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pt-20 lg:pb-28">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-primary">
            {t("hero.eyebrow")}
          </p>
          <h1 className="mt-3 text-display font-extrabold text-ink">{t("hero.title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{t("hero.description")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={MERCHANT_SIGNUP_URL} className={buttonClassName("primary")}>
              {t("hero.primaryCta")}
            </a>
            <ButtonLink to="/contacto" variant="ghost">
              {t("hero.secondaryCta")}
            </ButtonLink>
          </div>
        </div>
        <div
          className="group/pausable relative mx-auto w-full max-w-xl"
          {...pauseToggle.root()}
          {...pausedView(false)}
        >
          {video ? (
            <video
              className="w-full rounded-3xl"
              src={`/media/${video}`}
              autoPlay
              muted
              loop
              playsInline
              aria-label={t("hero.illustrationLabel")}
            />
          ) : (
            <HeroIllustration label={t("hero.illustrationLabel")} moving />
          )}
          {/* On the map's corner, like a map's own controls; nothing moves under reduced motion. */}
          <button
            type="button"
            {...pauseToggle.part("button")}
            className="absolute bottom-[6%] left-[4%] grid size-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-primary motion-reduce:hidden"
          >
            <PausePlayFace
              pauseLabel={t("hero.pause")}
              playLabel={t("hero.play")}
              iconClassName="size-4"
            />
          </button>
        </div>
      </div>
    </section>
  );
}
