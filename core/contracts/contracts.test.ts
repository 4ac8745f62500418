// Issue #9 A.8: islands ship only the messages their contract may report, so each message list
// must hold every message its contract reports, and nothing it never reports. Each field of a
// valid input is replaced by each probe value (and left out) and the reported messages collected.
import type { Type } from "arktype";
import { describe, expect, it } from "vitest";
import { isValidationMessage } from "../validation/messages.ts";
import { ApprovalForm, approvalFormMessages } from "./account.ts";
import { ReturnRequest, returnRequestMessages } from "./returns.ts";
import {
  OrderNoteInput,
  orderNoteInputMessages,
  OrderPaymentInput,
  orderPaymentInputMessages,
  OrderShippingInput,
  orderShippingInputMessages,
  OrderStatusChange,
  orderStatusChangeMessages,
} from "./admin/orders.ts";
import { ShipmentInput, shipmentInputMessages } from "./admin/shipments.ts";
import {
  CollectionInput,
  collectionInputMessages,
  CollectionVoid,
  collectionVoidMessages,
  SalesCustomerRegistration,
  salesCustomerRegistrationMessages,
  SalesReturnRequest,
  salesReturnMessages,
} from "./sales.ts";
import {
  CreditNoteInput,
  creditNoteInputMessages,
  InvoiceCreateInput,
  invoiceCreateInputMessages,
  InvoiceUpdateInput,
  invoiceUpdateInputMessages,
} from "./admin/invoices.ts";
import {
  AdminLogIn,
  adminLogInMessages,
  LogIn,
  logInMessages,
  Register,
  registerMessages,
  RequestPasswordReset,
  requestPasswordResetMessages,
  ResetPassword,
  resetPasswordMessages,
  VerifyEmail,
  verifyEmailMessages,
} from "./auth.ts";

const password = "Secret-Wholesale-2026";
const probes: unknown[] = [
  "",
  "   ",
  "a",
  "abc",
  "1234",
  "123456",
  "12345678",
  "0500000001",
  "+966 50 000 0001",
  "١٢٣٤٥٦",
  "not-an-email",
  "someone@jumla.test",
  "password",
  "password1",
  password,
  "x".repeat(7),
  "x".repeat(21),
  "x".repeat(101),
  "x".repeat(129),
  "x".repeat(201),
  "x".repeat(255),
  "x".repeat(1025),
  "x".repeat(2001),
  "23/11/2026",
  "31/02/2026",
  "https://track.example/1",
  "javascript:alert(1)",
  0,
  -5,
  1e17,
  5,
  true,
  null,
  new File([], "empty.pdf", { type: "application/pdf" }),
  new File(["%PDF-1.7"], "form.pdf", { type: "application/pdf" }),
];

const contracts: [string, Type, readonly string[], Record<string, unknown>][] = [
  ["LogIn", LogIn, logInMessages, { login: "someone@jumla.test", password }],
  ["AdminLogIn", AdminLogIn, adminLogInMessages, { email: "admin@jumla.test", password }],
  [
    "Register",
    Register,
    registerMessages,
    {
      firstName: "Noura",
      lastName: "Saleh",
      email: "someone@jumla.test",
      phone: "0500000001",
      mobile: "",
      landLine: "",
      companyName: "Noura Trading",
      companyNumber: "1010123457",
      country: "SA",
      city: "",
      state: "",
      address1: "",
      address2: "",
      postCode: "",
      password,
      passwordConfirmation: password,
    },
  ],
  ["VerifyEmail", VerifyEmail, verifyEmailMessages, { code: "123456" }],
  ["RequestPasswordReset", RequestPasswordReset, requestPasswordResetMessages, { email: "someone@jumla.test" }],
  [
    "ResetPassword",
    ResetPassword,
    resetPasswordMessages,
    { token: "a".repeat(32), email: "someone@jumla.test", password, passwordConfirmation: password },
  ],
  [
    "ApprovalForm",
    ApprovalForm,
    approvalFormMessages,
    { companyNumber: "1010123457", file: new File(["%PDF-1.7"], "form.pdf", { type: "application/pdf" }) },
  ],
  ["ReturnRequest", ReturnRequest, returnRequestMessages, { reason: "Damaged in transit", "quantity-12": "2" }],
  [
    "OrderStatusChange",
    OrderStatusChange,
    orderStatusChangeMessages,
    { status: "shipped", from: "processing", note: "" },
  ],
  [
    "OrderShippingInput",
    OrderShippingInput,
    orderShippingInputMessages,
    { shipmentName: "Pallet 1", shipmentUrl: "https://track.example/1", shippingCompany: "SMSA" },
  ],
  [
    "OrderPaymentInput",
    OrderPaymentInput,
    orderPaymentInputMessages,
    { amount: 12_500, receivedOn: "23/11/2026", method: "check", reference: "CHQ 000123" },
  ],
  ["OrderNoteInput", OrderNoteInput, orderNoteInputMessages, { text: "Call before delivery" }],
  [
    "InvoiceCreateInput",
    InvoiceCreateInput,
    invoiceCreateInputMessages,
    { orderId: 12, date: "28/11/2026", note: "Net 30" },
  ],
  ["InvoiceUpdateInput", InvoiceUpdateInput, invoiceUpdateInputMessages, { date: "28/11/2026", note: "Net 30" }],
  ["CreditNoteInput", CreditNoteInput, creditNoteInputMessages, { date: "30/11/2026", reason: "Goods returned" }],
  [
    "ShipmentInput",
    ShipmentInput,
    shipmentInputMessages,
    { orderId: 12, service: "manual", carrier: "SMSA", trackingNumber: "SM-1", trackingUrl: "https://track.example/1" },
  ],
  [
    "CollectionInput",
    CollectionInput,
    collectionInputMessages,
    {
      customerId: 7,
      method: "check",
      amount: 12_500,
      collectedOn: "28/11/2026",
      reference: "CHQ 000123",
      bank: "Al Rajhi",
      chequeDueOn: "15/12/2026",
      note: "",
      allocations: [{ orderId: 12, amount: 5_000 }],
    },
  ],
  ["CollectionVoid", CollectionVoid, collectionVoidMessages, { reason: "Cheque returned by the bank" }],
  [
    "SalesReturnRequest",
    SalesReturnRequest,
    salesReturnMessages,
    { orderId: 12, reason: "Damaged", "quantity-3": "1" },
  ],
  [
    "SalesCustomerRegistration",
    SalesCustomerRegistration,
    salesCustomerRegistrationMessages,
    {
      firstName: "Noor",
      lastName: "Haddad",
      companyName: "Haddad Trading",
      phone: "0500000001",
      mobile: "",
      landLine: "",
      email: "noor@jumla.test",
      companyNumber: "1010123457",
      file: new File(["%PDF-1.7"], "form.pdf", { type: "application/pdf" }),
    },
  ],
];

/** The vocabulary keys a contract reports over every probe of every field (through Standard Schema, as islands call it). */
async function reportedMessages(contract: Type, valid: Record<string, unknown>): Promise<Set<string>> {
  const reported = new Set<string>();
  for (const field of Object.keys(valid)) {
    const { [field]: _left, ...without } = valid;
    for (const input of [without, ...probes.map((probe) => ({ ...valid, [field]: probe }))]) {
      const result = await contract["~standard"].validate(input);
      for (const issue of result.issues ?? []) if (isValidationMessage(issue.message)) reported.add(issue.message);
    }
  }
  return reported;
}

describe("contract message lists", () => {
  it.each(contracts)("%s lists exactly the messages it reports", async (_name, contract, listed, valid) => {
    expect(await contract["~standard"].validate(valid)).not.toHaveProperty("issues");
    expect([...(await reportedMessages(contract, valid))].sort()).toEqual([...new Set(listed)].sort());
  });
});
