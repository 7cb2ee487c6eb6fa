// The text of a warp form while it is written (WarpFormText.h).
#include "WarpFormText.h"

namespace cu2cl::warpform {

namespace {

std::string placeholder(char Kind, std::size_t Index) {
  return std::string("\x01") + Kind + std::to_string(Index) + "\x02";
}

void replaceAll(std::string &In, const std::string &From, const std::string &To) {
  for (std::size_t At = In.find(From); At != std::string::npos; At = In.find(From, At + To.size()))
    In.replace(At, From.size(), To);
}

bool contains(const std::string &In, const std::string &What) {
  return In.find(What) != std::string::npos;
}

} // namespace

std::string LaneCode::addLoop(unsigned Block, std::string Body, std::string Header) {
  Loops.push_back({Block, std::move(Body), std::move(Header)});
  return placeholder('L', Loops.size() - 1);
}

std::string LaneCode::addArray(std::string Name, unsigned Block, std::string Declaration,
                               std::string Scalar) {
  Arrays.push_back({std::move(Name), Block, std::move(Declaration), std::move(Scalar)});
  return placeholder('D', Arrays.size() - 1);
}

void LaneCode::addRecomputed(std::string Name, std::string Type, std::string Declaration,
                             std::string Value) {
  RecomputedVariables.push_back(
      {std::move(Name), std::move(Type), std::move(Declaration), std::move(Value)});
}

std::string LaneCode::assemble(std::string Text) const {
  std::vector<std::string> Bodies, Prefixes(Loops.size());
  for (const Loop &L : Loops)
    Bodies.push_back(L.Body);
  const std::string LaneRead = std::string("[") + Lane + "]";

  // Lane arrays, or one lane's variable in the one loop of their block that uses them.
  for (std::size_t I = 0; I < Arrays.size(); ++I) {
    const Array &A = Arrays[I];
    std::string Use = A.Name + "[";
    std::vector<std::size_t> Users;
    for (std::size_t L = 0; L < Loops.size(); ++L)
      if (contains(Bodies[L], Use))
        Users.push_back(L);
    if (Users.size() == 1 && !contains(Text, Use) && Loops[Users[0]].Block == A.Block) {
      replaceAll(Bodies[Users[0]], A.Name + LaneRead, A.Name);
      Prefixes[Users[0]] += A.Scalar;
      replaceAll(Text, placeholder('D', I), "");
    } else {
      replaceAll(Text, placeholder('D', I), A.Declaration);
    }
  }

  // Recomputed variables at the top of each loop that reads them, or that reads a later one
  // whose value reads them.
  const std::size_t N = RecomputedVariables.size();
  auto UseOf = [&](std::size_t I) { return RecomputedVariables[I].Name + LaneRead; };
  for (std::size_t L = 0; L < Loops.size(); ++L) {
    std::vector<bool> Needed(N);
    for (std::size_t I = N; I-- > 0;) {
      Needed[I] = contains(Bodies[L], UseOf(I));
      for (std::size_t J = I + 1; J < N && !Needed[I]; ++J)
        Needed[I] = Needed[J] && contains(RecomputedVariables[J].Value, UseOf(I));
    }
    std::string Prefix;
    for (std::size_t I = 0; I < N; ++I) {
      if (!Needed[I])
        continue;
      const Recomputed &V = RecomputedVariables[I];
      std::string Value = V.Value;
      for (std::size_t J = 0; J < I; ++J)
        replaceAll(Value, UseOf(J), RecomputedVariables[J].Name);
      Prefix += V.Declaration + " = " + Value + ";\n";
      replaceAll(Bodies[L], UseOf(I), V.Name);
    }
    Prefixes[L] = Prefix + Prefixes[L];
  }
  for (std::size_t L = 0; L < Loops.size(); ++L)
    replaceAll(Text, placeholder('L', L), Loops[L].Header + Prefixes[L] + Bodies[L] + "}\n");

  // Elsewhere the value itself, the latest variable first: its value may read earlier ones.
  for (std::size_t I = N; I-- > 0;)
    replaceAll(Text, UseOf(I),
               "((" + RecomputedVariables[I].Type + ")(" + RecomputedVariables[I].Value + "))");
  return Text;
}

} // namespace cu2cl::warpform
