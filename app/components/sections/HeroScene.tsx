import { useTranslation } from "react-i18next";
import { PausePlayFace } from "../../widgets/pause-toggle/PausePlayFace.tsx";
import { pausedView, pauseToggle } from "../../widgets/pause-toggle/pause-toggle.ts";
import { HeroIllustration } from "../illustrations/HeroIllustration.tsx";
import { HERO_STILL_PATH } from "../illustrations/names.ts";

/**
 * The hero's picture (ADR 32): the illustration, its van looping along the route in CSS. When the
 * copy names a video (`hero.video`, a file in public/media/), the video plays over the still
 * picture instead, muted and looped, its poster the still as a file (or `hero.videoPoster`). The
 * still is inline, so it is the first paint without a request; the video loads only when the
 * pause-toggle behaviour plays it, which it never does under reduced motion. Its button pauses the
 * animation or the video.
 */
export function HeroScene() {
  const { t } = useTranslation("home");
  const label = t("hero.illustrationLabel");
  const video = t("hero.video");
  const poster = t("hero.videoPoster");
  return (
    <div
      className="group/pausable relative mx-auto w-full max-w-xl"
      {...pauseToggle.root()}
      {...pausedView(false)}
    >
      <HeroIllustration label={video ? undefined : label} moving={!video} fromSprite />
      {video ? (
        <video
          {...pauseToggle.part("video")}
          className="absolute inset-0 size-full rounded-panel object-cover"
          src={`/media/${video}`}
          poster={poster ? `/media/${poster}` : HERO_STILL_PATH}
          preload="none"
          muted
          loop
          playsInline
          aria-label={label}
        />
      ) : null}
      {/* In the map's top corner, like a map's own controls, on its emptiest block. Nothing moves
          under reduced motion. */}
      <button
        type="button"
        {...pauseToggle.part("button")}
        className="absolute top-[7%] left-[5%] grid size-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-primary motion-reduce:hidden"
      >
        <PausePlayFace
          pauseLabel={t(video ? "hero.pauseVideo" : "hero.pause")}
          playLabel={t(video ? "hero.playVideo" : "hero.play")}
          iconClassName="size-4"
        />
      </button>
    </div>
  );
}
