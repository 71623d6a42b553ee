// trackweb's login page: the password for a session cookie, then the page.
"use strict";

document.getElementById("login").addEventListener("submit", async (event) => {
  event.preventDefault();
  const message = document.getElementById("message");
  message.textContent = "";
  const response = await fetch("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ password: event.target.password.value }),
  });
  if (response.status === 204) {
    window.location.href = "/";
    return;
  }
  const answer = await response.json().catch(() => ({}));
  message.textContent = (answer.error && answer.error.message) || "HTTP " + response.status;
});
