// Placeholder: replaced by the issue-5 work.
import { Outlet } from "@remix-run/react";
export default function Placeholder() {
  return <Outlet />;
}
