import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins as adminTable, contactMessages, outbox, reviews } from "../../db/schema/index.ts";
import { api } from "../../workers/api/app.ts";
import { openDb } from "../../workers/lib/db.ts";
import { frontLimits } from "../../workers/api/front/limits.ts";
import { emailKind } from "../../workers/lib/mail.ts";
import { countAttempts } from "../../workers/lib/rate-limit.ts";
import { freshIp } from "../fixtures/account-flow.ts";
import { createAdmin } from "../fixtures/accounts.ts";
import { uniqueUrl } from "../fixtures/content.ts";

const db = openDb(env);
// api.request resolves paths against http://localhost; a browser's same-origin post says so in Origin.
const origin = "http://localhost";

// Each post comes from its own address unless a test says otherwise: the forms are braked per
// address (issue #9 D.20), and one test's posts must not spend another's.
const post = (path: string, body: unknown, language = "en", ip = freshIp()) =>
  api.request(
    path,
    {
      method: "POST",
      headers: { origin, "content-type": "application/json", "accept-language": language, "cf-connecting-ip": ip },
      body: JSON.stringify(body),
    },
    env,
  );

const postForm = (path: string, fields: Record<string, string>, ip = freshIp()) =>
  api.request(
    path,
    {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
      body: new URLSearchParams(fields).toString(),
    },
    env,
  );

const validContact = () => ({
  name: "Noura Al-Harbi",
  email: `${uniqueUrl("noura")}@example.com`,
  subject: uniqueUrl("subject"),
  message: "Do you deliver 300 cartons of towels to Jeddah before the hotel opens?",
});

const messagesWithSubject = (subject: string) =>
  db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

describe("the /api/front sub-apps", () => {
  it("answer side by side: the front settings and the content writes", async () => {
    expect((await api.request("/api/front/settings", {}, env)).status).toBe(200);
    expect((await post("/api/front/contact", {})).status).toBe(400);
    expect((await post("/api/front/reviews", {})).status).toBe(400);
  });
});

describe("POST /api/front/contact", () => {
  it.each([
    ["en", "Thank you, your message has been sent. We reply within one working day."],
    ["ar", "شكراً لك، تم إرسال رسالتك. نرد خلال يوم عمل واحد."],
  ])("stores the message and queues its email to every admin in the same batch (%s)", async (language, text) => {
    const admins = [await createAdmin(db), await createAdmin(db, { isSuperAdmin: true })];
    const input = validContact();
    const response = await post("/api/front/contact", { ...input, name: `  ${input.name} ` }, language);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: null, message: text });

    const [stored] = await messagesWithSubject(input.subject);
    expect(stored).toMatchObject({ ...input, readAt: null });
    const queued = (
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, emailKind), eq(outbox.status, "pending")))
    )
      .map((row) => row.payload)
      .filter((payload) => payload.contactMessageId === stored?.id);
    const everyAdmin = await db.select({ email: adminTable.email }).from(adminTable);
    expect(queued.map((payload) => payload.to)).toEqual(expect.arrayContaining(admins.map((admin) => admin.email)));
    expect(everyAdmin.map((admin) => admin.email)).toEqual(expect.arrayContaining(queued.map((p) => p.to)));
    // Written for the admins in the shop's default language (testing_v1 is Arabic), with the sender's details.
    expect(queued[0]).toMatchObject({ subject: `نموذج التواصل: ${input.subject}` });
    expect(queued[0]?.text).toContain(input.message);
    expect(queued[0]?.text).toContain(input.email);
  });

  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ["a missing name", { name: undefined }, "name", "This field is required", "هذا الحقل مطلوب"],
    ["a blank name", { name: "   " }, "name", "This field is required", "هذا الحقل مطلوب"],
    ["a missing email", { email: undefined }, "email", "This field is required", "هذا الحقل مطلوب"],
    ["an invalid email", { email: "noura@" }, "email", "Invalid email address", "عنوان البريد الإلكتروني غير صالح"],
    ["a missing subject", { subject: "" }, "subject", "This field is required", "هذا الحقل مطلوب"],
    ["a missing message", { message: undefined }, "message", "This field is required", "هذا الحقل مطلوب"],
    ["a message too long", { message: "a".repeat(2001) }, "message", "This text is too long", "النص طويل جداً"],
    [
      "a URL in the message",
      { message: "Prices at https://cheap.example" },
      "message",
      "Links are not allowed in the message",
      "لا يُسمح بالروابط في الرسالة",
    ],
    [
      "a www. address in the message",
      { message: "see www.cheap.example" },
      "message",
      "Links are not allowed in the message",
      "لا يُسمح بالروابط في الرسالة",
    ],
    [
      "an email address in the message",
      { message: "write to buyer@example.com" },
      "message",
      "Phone numbers and email addresses are not allowed in the message",
      "لا يُسمح بأرقام الهواتف أو عناوين البريد الإلكتروني في الرسالة",
    ],
    [
      "a phone number in the message",
      { message: "call 0501234567" },
      "message",
      "Phone numbers and email addresses are not allowed in the message",
      "لا يُسمح بأرقام الهواتف أو عناوين البريد الإلكتروني في الرسالة",
    ],
    [
      "a phone number in Arabic-Indic digits",
      { message: "اتصل على ٠٥٠١٢٣٤٥٦٧" },
      "message",
      "Phone numbers and email addresses are not allowed in the message",
      "لا يُسمح بأرقام الهواتف أو عناوين البريد الإلكتروني في الرسالة",
    ],
  ];

  it.each(cases)(
    "refuses %s with a 400 and a field message in both languages",
    async (_case, change, field, en, ar) => {
      const input = { ...validContact(), ...change };
      for (const [language, message] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const response = await post("/api/front/contact", input, language);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string; errors: Record<string, string> };
        expect(body.error).toBe("invalid_input");
        expect(body.errors[field]).toBe(message);
      }
      expect(await messagesWithSubject(String(input.subject))).toEqual([]);
    },
  );

  it("answers a body that is not JSON with a 400, not a 500", async () => {
    const response = await api.request(
      "/api/front/contact",
      {
        method: "POST",
        headers: { origin, "content-type": "application/json", "accept-language": "en" },
        body: "{not json",
      },
      env,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_body",
      message: "The request could not be read. Reload the page and try again.",
    });
  });

  it("takes a plain form post as it takes JSON and answers it the same way (its page redirects; decision 0039)", async () => {
    const input = validContact();
    const response = await postForm("/api/front/contact?locale=en", input);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Thank you, your message has been sent. We reply within one working day.",
    });
    expect(await messagesWithSubject(input.subject)).toHaveLength(1);
  });

  it("refuses a plain form post with its field messages, never a redirect that carries them", async () => {
    const input = { ...validContact(), email: "nope", message: "call 0501234567" };
    const response = await postForm("/api/front/contact?locale=en", input);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: "Invalid email address",
      message: expect.any(String),
    });
    expect(await messagesWithSubject(input.subject)).toEqual([]);
  });
});

const validReview = () => ({
  overallRating: 4,
  quality: 5,
  delivery: 3,
  name: "Mark Ellison",
  email: `${uniqueUrl("reviewer")}@example.com`,
  comment: "Good towels, quick delivery.",
});

const reviewsBy = (email: string) => db.select().from(reviews).where(eq(reviews.reviewerEmail, email));

describe("POST /api/front/reviews", () => {
  it.each([
    ["en", "Thank you! Your review will appear once it has been approved."],
    ["ar", "شكراً لك! سيظهر تقييمك بعد اعتماده."],
  ])("saves the review unapproved with its other ratings (%s)", async (language, text) => {
    const input = validReview();
    const response = await post("/api/front/reviews", input, language);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: null, message: text });
    const [stored] = await reviewsBy(input.email);
    expect(stored).toMatchObject({
      reviewerName: "Mark Ellison",
      overallRating: 4,
      otherRatings: { quality: 5, delivery: 3 },
      comment: "Good towels, quick delivery.",
      approved: false,
    });
  });

  it("accepts the ratings as the strings a plain form posts, and no comment", async () => {
    const input = { overallRating: "5", name: "Sam", email: `${uniqueUrl("plain")}@example.com` };
    const response = await postForm("/api/front/reviews?locale=ar", input);
    expect(response.status).toBe(201);
    const [stored] = await reviewsBy(input.email);
    expect(stored).toMatchObject({ overallRating: 5, otherRatings: null, comment: null, approved: false });
  });

  const rating = ["Choose a rating from 1 to 5 stars", "اختر تقييماً من نجمة إلى 5 نجوم"] as const;
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ["an overall rating of 0", { overallRating: 0 }, "overallRating", ...rating],
    ["no overall rating", { overallRating: undefined }, "overallRating", ...rating],
    ["an overall rating above 5", { overallRating: 6 }, "overallRating", ...rating],
    ["a fractional overall rating", { overallRating: 2.5 }, "overallRating", ...rating],
    ["another rating of 0", { service: 0 }, "service", ...rating],
    ["a missing name", { name: undefined }, "name", "This field is required", "هذا الحقل مطلوب"],
    ["a missing email", { email: "" }, "email", "This field is required", "هذا الحقل مطلوب"],
    [
      "an invalid email",
      { email: "mark@@example" },
      "email",
      "Invalid email address",
      "عنوان البريد الإلكتروني غير صالح",
    ],
  ];

  it.each(cases)(
    "refuses %s with a 400 and a field message in both languages",
    async (_case, change, field, en, ar) => {
      const input = { ...validReview(), ...change };
      for (const [language, message] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const response = await post("/api/front/reviews", input, language);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
      }
      if (typeof input.email === "string" && input.email.includes("@example.com"))
        expect(await reviewsBy(input.email)).toEqual([]);
    },
  );

  it.each([
    ["en", "Review could not be submitted"],
    ["ar", "تعذّر إرسال التقييم"],
  ])("answers 'Review could not be submitted' when the review cannot be saved (%s)", async (language, message) => {
    const response = await api.request(
      "/api/front/reviews",
      {
        method: "POST",
        headers: {
          origin,
          "content-type": "application/json",
          "accept-language": language,
          "cf-connecting-ip": freshIp(),
        },
        body: JSON.stringify(validReview()),
      },
      { ...env, DATABASE_URL: "http://127.0.0.1:9" },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "review_failed", message });
  });
});

describe("the contact and review forms' brakes and honeypot (issue #9 D.20)", () => {
  const contactOutbox = async (subject: string) => {
    const [stored] = await messagesWithSubject(subject);
    if (!stored) return [];
    const rows = await db.select().from(outbox).where(eq(outbox.kind, emailKind));
    return rows.filter((row) => row.payload.contactMessageId === stored.id);
  };

  it.each([
    ["en", "Too many attempts. Please wait and try again."],
    ["ar", "محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى."],
  ])("stop contact messages from one address past its limit, whatever the email (%s)", async (language, message) => {
    const ip = freshIp();
    for (let i = 0; i < frontLimits.contactPerIp.limit; i++) {
      expect((await post("/api/front/contact", validContact(), language, ip)).status).toBe(201);
    }
    const input = validContact();
    const response = await post("/api/front/contact", input, language, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: "rate_limited", message });
    expect(await messagesWithSubject(input.subject)).toEqual([]);
    // Another address is not affected.
    expect((await post("/api/front/contact", validContact(), language)).status).toBe(201);
  });

  it("stop contact messages from one email past its limit, whatever the address", async () => {
    const email = `${uniqueUrl("sender")}@example.com`;
    for (let i = 0; i < frontLimits.contactPerEmail.limit; i++) {
      expect((await post("/api/front/contact", { ...validContact(), email })).status).toBe(201);
    }
    const input = { ...validContact(), email: email.toUpperCase() };
    expect((await post("/api/front/contact", input)).status).toBe(429);
    expect(await messagesWithSubject(input.subject)).toEqual([]);
  });

  it.each([
    ["en", "Too many attempts. Please wait and try again."],
    ["ar", "محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى."],
  ])("brake a plain form post too, answering it as JSON for its page to show (%s)", async (locale, message) => {
    // Pages send plain posts on here and show the answer's message (decision 0039).
    const ip = freshIp();
    for (let i = 0; i < frontLimits.contactPerIp.limit; i++) await countAttempts(db, [[frontLimits.contactPerIp, ip]]);
    const input = validContact();
    const response = await postForm(`/api/front/contact?locale=${locale}`, input, ip);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: "rate_limited", message });
    expect(await messagesWithSubject(input.subject)).toEqual([]);
  });

  it("stop reviews from one address past its limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < frontLimits.reviewPerIp.limit; i++) {
      expect((await post("/api/front/reviews", validReview(), "en", ip)).status).toBe(201);
    }
    const input = validReview();
    const response = await post("/api/front/reviews", input, "ar", ip);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { message: string }).message).toBe(
      "محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.",
    );
    expect(await reviewsBy(input.email)).toEqual([]);
  });

  it("stop reviews from one email past its limit, plain form posts too", async () => {
    const input = validReview();
    for (let i = 0; i < frontLimits.reviewPerEmail.limit; i++) {
      expect((await post("/api/front/reviews", input)).status).toBe(201);
    }
    const response = await postForm("/api/front/reviews?locale=en", { ...input, overallRating: "5" } as never);
    expect(response.status).toBe(429);
    expect(await reviewsBy(input.email)).toHaveLength(frontLimits.reviewPerEmail.limit);
  });

  it("answer a bot that fills the honeypot as a person, storing and emailing nothing (JSON and plain form)", async () => {
    const person = validContact();
    const bot = { ...validContact(), website: "https://cheap.example" };
    const [personAnswer, botAnswer] = [await post("/api/front/contact", person), await post("/api/front/contact", bot)];
    expect(botAnswer.status).toBe(personAnswer.status);
    expect(await botAnswer.json()).toEqual(await personAnswer.json());
    expect(await messagesWithSubject(person.subject)).toHaveLength(1);
    expect(await messagesWithSubject(bot.subject)).toEqual([]);
    expect(await contactOutbox(bot.subject)).toEqual([]);

    const formBot = { ...validContact(), website: "x" };
    const formAnswer = await postForm("/api/front/contact?locale=en", formBot);
    expect(formAnswer.status).toBe(personAnswer.status);
    expect(await messagesWithSubject(formBot.subject)).toEqual([]);

    const reviewer = validReview();
    const reviewBot = { ...validReview(), website: "x" };
    const [reviewAnswer, reviewBotAnswer] = [
      await post("/api/front/reviews", reviewer, "ar"),
      await post("/api/front/reviews", reviewBot, "ar"),
    ];
    expect(await reviewBotAnswer.json()).toEqual(await reviewAnswer.json());
    expect(await reviewsBy(reviewBot.email)).toEqual([]);
    const reviewFormBot = { overallRating: "5", name: "Bot", email: `${uniqueUrl("bot")}@example.com`, website: "x" };
    const reviewFormAnswer = await postForm("/api/front/reviews?locale=ar", reviewFormBot);
    expect(reviewFormAnswer.status).toBe(reviewAnswer.status);
    expect(await reviewsBy(reviewFormBot.email)).toEqual([]);
  });

  it("let a person through whose browser sent the honeypot empty", async () => {
    const input = { ...validContact(), website: "" };
    expect((await postForm("/api/front/contact", input)).status).toBe(201);
    expect(await messagesWithSubject(input.subject)).toHaveLength(1);
  });
});
