-- Hand-written (decision 0090): the query planner's statistics for the two indexes migration 0026
-- made again wider (orders_placed_at with the grand total, order_lines_order with the product and
-- line total). Made again, they have none until ANALYZE, and the order desk's plans (decision
-- 0086) depend on them.
ANALYZE;
