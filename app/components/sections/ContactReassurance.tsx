import type { SpriteIcon } from "../sprite/SpriteSvg.tsx";
import { Clock, Mail, MessageCircle, Phone } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { CustomerSiteLink } from "../ui/CustomerSiteLink.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";

/** The other ways to reach sales, from the deployment's settings; "" for one that is not set. */
export interface SalesChannels {
  phone: string;
  whatsapp: string;
  email: string;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/**
 * Beside the contact form: what happens after sending it, in three steps, the response promise,
 * one customer's word and the other ways to reach sales (only those configured).
 */
export function ContactReassurance({ channels }: { channels: SalesChannels }) {
  const { t } = useTranslation("contact");
  const { t: tContent } = useTranslation("content");
  const steps = t("reassurance.steps", { returnObjects: true });
  const testimonialId = t("reassurance.testimonial");
  const testimonial = tContent("testimonials.items", { returnObjects: true }).find(
    (item) => item.id === testimonialId,
  );

  const links: { id: keyof SalesChannels; icon: SpriteIcon; label: string; href: string }[] = [];
  if (channels.phone) {
    links.push({
      id: "phone",
      icon: Phone,
      label: t("reassurance.channels.phone"),
      href: `tel:+${digitsOf(channels.phone)}`,
    });
  }
  if (channels.whatsapp) {
    links.push({
      id: "whatsapp",
      icon: MessageCircle,
      label: t("reassurance.channels.whatsapp"),
      href: `https://wa.me/${digitsOf(channels.whatsapp)}`,
    });
  }
  if (channels.email) {
    links.push({
      id: "email",
      icon: Mail,
      label: t("reassurance.channels.email"),
      href: `mailto:${channels.email}`,
    });
  }

  const linkClass =
    "group flex min-h-11 items-center gap-3 rounded-control p-2 -mx-2 hover:bg-surface-muted";

  return (
    // Beside the long form it stays in view while the visitor scrolls down the fields.
    <aside aria-labelledby="reassurance-title" className="grid gap-6 lg:sticky lg:top-24">
      <div className="rounded-panel bg-tint p-6 sm:p-8">
        <h2 id="reassurance-title" className="text-2xl font-extrabold tracking-tight">
          {t("reassurance.title")}
        </h2>
        <ol className="mt-6 grid gap-5">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold text-ink">{step.title}</h3>
                <p className="mt-1 text-ink-soft">{step.content}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex gap-4 border-t border-primary/15 pt-6">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-strong">
            <Clock aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-bold text-ink">{t("reassurance.promise.title")}</p>
            <p className="mt-1 text-ink-soft">{t("reassurance.promise.content")}</p>
          </div>
        </div>
      </div>

      {testimonial ? (
        <figure className="rounded-panel border border-line bg-white p-6 sm:p-8">
          <p className="eyebrow text-sm font-bold uppercase tracking-wider text-accent-strong">
            {t("reassurance.testimonialLabel")}
          </p>
          <blockquote className="mt-3 text-lg font-semibold leading-relaxed text-ink">
            “{testimonial.quote}”
          </blockquote>
          <figcaption className="mt-4 text-ink-soft">
            <span className="font-bold text-ink">{testimonial.author}</span>, {testimonial.role} ·{" "}
            {testimonial.company} ·{" "}
            <CustomerSiteLink
              href={testimonial.web}
              className="font-semibold text-primary underline underline-offset-4"
            />
          </figcaption>
        </figure>
      ) : null}

      {links.length > 0 ? (
        <div className="rounded-panel border border-line bg-white p-6 sm:p-8">
          <h2 className="text-xl font-extrabold tracking-tight">
            {t("reassurance.channels.title")}
          </h2>
          <ul className="mt-4 grid gap-1">
            {links.map((link) => {
              const Icon = link.icon;
              const value = channels[link.id];
              const content = (
                <>
                  <span className="grid size-10 shrink-0 place-items-center rounded-small bg-primary-soft text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-sm text-ink-soft">{link.label}</span>
                    <span className="block font-semibold text-ink group-hover:text-primary">
                      {value}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={link.id}>
                  {link.id === "whatsapp" ? (
                    <ExternalLink href={link.href} className={linkClass}>
                      {content}
                    </ExternalLink>
                  ) : (
                    <a href={link.href} className={linkClass}>
                      {content}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}
