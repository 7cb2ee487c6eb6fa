// A struct that points to its own type (a linked list node) must spell the
// field's type "struct Node" (or declare "typedef struct Node Node;" first):
// the typedef name does not exist yet inside the typedef. cu2cl writes
// "__global Node *next;", which PoCL rejects ("must use 'struct' tag to
// refer to type 'Node'").
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/self_referential_struct.cl | FileCheck %s
// RUN: %cl-build-check %t/self_referential_struct.cl

// CHECK: typedef struct Node {
// CHECK-NEXT: int value;
// CHECK-NEXT: __global {{(struct )?}}Node *next;
// CHECK-NEXT: } Node;
struct Node {
  int value;
  Node *next;
};

// CHECK: for (__global Node *n = nodes; n; n = n->next)
__global__ void walk(Node *nodes, int *out) {
  int sum = 0;
  for (Node *n = nodes; n; n = n->next)
    sum += n->value;
  out[0] = sum;
}
