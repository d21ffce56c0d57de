#include <iostream>

int main()
{
    std::cout << "usage: ludoteca-cli <engine|bench|match> [options]\n";
    return 0;
}
