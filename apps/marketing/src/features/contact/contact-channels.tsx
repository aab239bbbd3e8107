import type { ContactPageContent, IconName } from "@novaline/content";
import { Clock } from "lucide-react";
import { Icon } from "../../shared/icons";

export interface ContactChannelsProps {
  title: string;
  channels: ContactPageContent["channels"];
  /** Chat apps besides those among the channels (e.g. Messenger). */
  chats: readonly { icon: IconName; label: string; href: string }[];
  officeHoursTitle: string;
  officeHours: string;
  responseTime: string;
}

const isExternal = (href: string) => href.startsWith("https://");

/** Every other way to reach NovaLine: e-mail, phone, chat apps, the office and its hours. */
export default function ContactChannels({
  title,
  channels,
  chats,
  officeHoursTitle,
  officeHours,
  responseTime,
}: ContactChannelsProps) {
  return (
    <div className="grid content-start gap-6">
      <h2 className="font-display text-2xl font-bold tracking-tight">{title}</h2>
      <ul className="grid gap-4">
        {channels.map((channel) => (
          <li
            key={channel.title}
            className="flex gap-4 rounded-2xl border border-border bg-card bg-sheen p-5 shadow-card"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
              <Icon name={channel.icon} className="size-5" />
            </span>
            <div className="grid min-w-0 gap-1">
              <h3 className="font-semibold">{channel.title}</h3>
              <p className="text-sm text-pretty text-muted-foreground">{channel.description}</p>
              <a
                href={channel.link.href}
                aria-label={channel.link.ariaLabel}
                {...(isExternal(channel.link.href) ? { target: "_blank", rel: "noopener" } : {})}
                className="w-fit font-semibold break-all text-primary underline-offset-4 hover:underline"
              >
                {channel.link.label}
              </a>
            </div>
          </li>
        ))}
      </ul>
      {chats.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {chats.map((chat) => (
            <li key={chat.href}>
              <a
                href={chat.href}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-semibold hover:bg-muted"
              >
                <Icon name={chat.icon} className="size-4 text-primary" />
                {chat.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 rounded-2xl border border-border p-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          {officeHoursTitle}
        </h3>
        <p className="text-sm text-pretty text-muted-foreground">{officeHours}</p>
        <p className="text-sm font-medium">{responseTime}</p>
      </div>
    </div>
  );
}
