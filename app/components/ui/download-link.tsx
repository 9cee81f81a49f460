import type { ReactNode } from "react";
import { buttonClass } from "./button";

/**
 * A file download styled as a button: a plain <a download>, not a router <Link>, so the browser
 * saves the CSV a resource route answers (with or without JavaScript) instead of React Router
 * trying to render it as a page.
 */
export function DownloadLink({
  href,
  children,
  size = "md",
}: {
  href: string;
  children: ReactNode;
  size?: "sm" | "md";
}) {
  return (
    <a href={href} download className={buttonClass("secondary", size)}>
      {children}
    </a>
  );
}
