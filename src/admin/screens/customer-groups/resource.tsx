// Customer groups in the back office (issue #23 item 2, decision 0101): a name and the price list
// its companies pay (none: the shelf prices); the list shows how many companies are in each.
import { CustomerGroupInput, type CustomerGroupRow } from "../../../../core/contracts/admin/price-lists.ts";
import { defineResource, resourceApi, type FormValues } from "../../kit/define-resource.ts";
import { priceListSource } from "../price-lists/source.ts";

export default defineResource<CustomerGroupRow, CustomerGroupRow, typeof CustomerGroupInput.inferIn, FormValues>({
  path: "customer-groups",
  title: "admin.nav.customerGroups",
  addTitle: "admin.customerGroups.add",
  editTitle: "admin.customerGroups.edit",
  defaultSort: "name",
  api: resourceApi("customer-groups"),
  columns: [
    { id: "name", header: "admin.customerGroups.name", isSortable: true, isTitle: true, cell: (group) => group.name },
    {
      id: "customerCount",
      header: "admin.customerGroups.customers",
      align: "end",
      cell: (group) => group.customerCount,
    },
  ],
  rowLabel: (group) => group.name,
  form: {
    contract: CustomerGroupInput,
    empty: { name: "", priceListId: null },
    fromDetail: (group: CustomerGroupRow) => ({ name: group.name, priceListId: group.priceListId }),
    sections: [
      {
        title: "admin.form.details",
        fields: [
          { kind: "text", name: "name", label: "admin.customerGroups.name", isRequired: true, maxLength: 60 },
          {
            kind: "relation",
            name: "priceListId",
            label: "admin.customerGroups.priceList",
            hint: "admin.customerGroups.priceListHint",
            placeholder: "admin.customerGroups.shelf",
            source: priceListSource,
          },
        ],
      },
    ],
  },
});
